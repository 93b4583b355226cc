import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Bilans1795530477077 implements MigrationInterface {
  name = 'Bilans1795530477077';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `tracker` ADD `accountingUnit` varchar(16) NULL");
    await queryRunner.query("ALTER TABLE `tracker` ADD `accountingValueCents` bigint NULL");
    await queryRunner.query("ALTER TABLE `tracker` ADD `accountingValueUnknown` tinyint NOT NULL DEFAULT 0");
    await queryRunner.query("ALTER TABLE `tracker` ADD `accountingTransportFeeCents` bigint NULL");
    await queryRunner.query("ALTER TABLE `tracker` ADD `accountingTransportFeeUnknown` tinyint NOT NULL DEFAULT 0");
    await queryRunner.query("ALTER TABLE `tracker` ADD `purchasePriceUnknown` tinyint NOT NULL DEFAULT 0");
    await queryRunner.query("ALTER TABLE `tracker` ADD `economicGainCents` bigint NULL");
    await queryRunner.query("ALTER TABLE `tracker` ADD `savedWeightGrams` bigint NULL");
    await queryRunner.query("ALTER TABLE `tracker` ADD `co2Grams` bigint NULL");
    await queryRunner.query("ALTER TABLE `tracker` ADD `co2Source` text NULL");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `tracker` DROP COLUMN `co2Source`");
    await queryRunner.query("ALTER TABLE `tracker` DROP COLUMN `co2Grams`");
    await queryRunner.query("ALTER TABLE `tracker` DROP COLUMN `savedWeightGrams`");
    await queryRunner.query("ALTER TABLE `tracker` DROP COLUMN `economicGainCents`");
    await queryRunner.query("ALTER TABLE `tracker` DROP COLUMN `purchasePriceUnknown`");
    await queryRunner.query("ALTER TABLE `tracker` DROP COLUMN `accountingTransportFeeUnknown`");
    await queryRunner.query("ALTER TABLE `tracker` DROP COLUMN `accountingTransportFeeCents`");
    await queryRunner.query("ALTER TABLE `tracker` DROP COLUMN `accountingValueUnknown`");
    await queryRunner.query("ALTER TABLE `tracker` DROP COLUMN `accountingValueCents`");
    await queryRunner.query("ALTER TABLE `tracker` DROP COLUMN `accountingUnit`");
  }
}
