import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ThreadMilliseconds1795551799021 implements MigrationInterface {
  name = 'ThreadMilliseconds1795551799021';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `IDX_6069c2e771cd193b13fc1750f5` ON `thread`");
    await queryRunner.query("DROP INDEX `IDX_fb6358c65d79513f16d7407f64` ON `thread`");
    await queryRunner.query("ALTER TABLE `thread` CHANGE `lastMessageAt` `lastMessageAt` datetime(3) NOT NULL");
    await queryRunner.query("CREATE INDEX `IDX_6069c2e771cd193b13fc1750f5` ON `thread` (`toUserId`, `lastMessageAt`)");
    await queryRunner.query("CREATE INDEX `IDX_fb6358c65d79513f16d7407f64` ON `thread` (`fromUserId`, `lastMessageAt`)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `IDX_fb6358c65d79513f16d7407f64` ON `thread`");
    await queryRunner.query("DROP INDEX `IDX_6069c2e771cd193b13fc1750f5` ON `thread`");
    await queryRunner.query("ALTER TABLE `thread` CHANGE `lastMessageAt` `lastMessageAt` datetime(0) NOT NULL");
    await queryRunner.query("CREATE INDEX `IDX_fb6358c65d79513f16d7407f64` ON `thread` (`fromUserId`, `lastMessageAt`)");
    await queryRunner.query("CREATE INDEX `IDX_6069c2e771cd193b13fc1750f5` ON `thread` (`toUserId`, `lastMessageAt`)");
  }
}
