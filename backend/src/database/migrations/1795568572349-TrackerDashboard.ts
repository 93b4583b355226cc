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
    await queryRunner.query("CREATE INDEX `IDX_2da6c73b034cccf6da8ba80dbf` ON `tracker` (`userOrganisationId`, `status`, `lastActionAt`)");
    await queryRunner.query("CREATE INDEX `IDX_e594071248a54da695ceee25b8` ON `tracker` (`organisationId`, `status`, `lastActionAt`)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `IDX_e594071248a54da695ceee25b8` ON `tracker`");
    await queryRunner.query("DROP INDEX `IDX_2da6c73b034cccf6da8ba80dbf` ON `tracker`");
    await queryRunner.query("ALTER TABLE `tracker` DROP COLUMN `operationId`");
    await queryRunner.query("ALTER TABLE `tracker` DROP COLUMN `categoryId`");
  }
}
