import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Shipping1795530826810 implements MigrationInterface {
  name = 'Shipping1795530826810';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `shipping_provider` (`id` int NOT NULL AUTO_INCREMENT, `name` varchar(255) NOT NULL, `slug` varchar(191) NOT NULL, `enabled` tinyint NOT NULL DEFAULT 1, `insurancePerMille` int NOT NULL DEFAULT '0', UNIQUE INDEX `IDX_c286c0d143f8e70eaae315b8d6` (`slug`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `shipping_rate` (`id` int NOT NULL AUTO_INCREMENT, `providerId` int NOT NULL, `area` varchar(16) NOT NULL, `unit` varchar(16) NOT NULL, `maxThreshold` int NOT NULL, `priceCents` bigint NOT NULL, INDEX `IDX_12f9844a937251040f6463f48d` (`providerId`, `area`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `IDX_12f9844a937251040f6463f48d` ON `shipping_rate`");
    await queryRunner.query("DROP TABLE `shipping_rate`");
    await queryRunner.query("DROP INDEX `IDX_c286c0d143f8e70eaae315b8d6` ON `shipping_provider`");
    await queryRunner.query("DROP TABLE `shipping_provider`");
  }
}
