import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Delegations1795528597867 implements MigrationInterface {
  name = 'Delegations1795528597867';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `delegation` (`id` int NOT NULL AUTO_INCREMENT, `subjectType` varchar(16) NOT NULL, `subjectId` int NOT NULL, `userId` int NOT NULL, `createdById` int NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `IDX_f2d118f7bcea306db39e24791b` (`userId`, `subjectType`), UNIQUE INDEX `IDX_9d5541ced5d5d75cbf6cab7a6a` (`subjectType`, `subjectId`, `userId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `troc` ADD `delegates` varchar(1000) NULL");
    await queryRunner.query("ALTER TABLE `operation` ADD `delegates` varchar(1000) NULL");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `operation` DROP COLUMN `delegates`");
    await queryRunner.query("ALTER TABLE `troc` DROP COLUMN `delegates`");
    await queryRunner.query("DROP INDEX `IDX_9d5541ced5d5d75cbf6cab7a6a` ON `delegation`");
    await queryRunner.query("DROP INDEX `IDX_f2d118f7bcea306db39e24791b` ON `delegation`");
    await queryRunner.query("DROP TABLE `delegation`");
  }
}
