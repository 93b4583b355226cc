import type { MigrationInterface, QueryRunner } from 'typeorm';

export class TrackerDashboard1795568572349 implements MigrationInterface {
  name = 'TrackerDashboard1795568572349';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `tracker` ADD `categoryId` int NULL");
    await queryRunner.query("ALTER TABLE `tracker` ADD `operationId` int NULL");
    // The exchanges already recorded take their listing's category and operation.
    await queryRunner.query(
      "UPDATE `tracker` SET `categoryId` = (SELECT t.`categoryId` FROM `troc` t WHERE t.`id` = `tracker`.`trocId`), `operationId` = (SELECT t.`operationId` FROM `troc` t WHERE t.`id` = `tracker`.`trocId`)",
    );
    await queryRunner.query("CREATE INDEX `IDX_8f8a0d349c0ad0b0529e7a05fb` ON `tracker` (`userOrganisationId`, `status`, `lastActionAt`, `categoryId`, `operationId`, `requestedQuantity`, `savedWeightGrams`, `economicGainCents`, `co2Grams`, `userId`)");
    await queryRunner.query("CREATE INDEX `IDX_85f8358732353507e0940cfca3` ON `tracker` (`organisationId`, `status`, `lastActionAt`, `categoryId`, `operationId`, `requestedQuantity`, `savedWeightGrams`, `economicGainCents`, `co2Grams`, `serviceId`)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `IDX_85f8358732353507e0940cfca3` ON `tracker`");
    await queryRunner.query("DROP INDEX `IDX_8f8a0d349c0ad0b0529e7a05fb` ON `tracker`");
    await queryRunner.query("ALTER TABLE `tracker` DROP COLUMN `operationId`");
    await queryRunner.query("ALTER TABLE `tracker` DROP COLUMN `categoryId`");
  }
}
