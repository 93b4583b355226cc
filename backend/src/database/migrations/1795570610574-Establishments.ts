import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Establishments1795570610574 implements MigrationInterface {
  name = 'Establishments1795570610574';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `establishment` (`id` int NOT NULL AUTO_INCREMENT, `value` varchar(64) NOT NULL, `type` varchar(32) NOT NULL, `regionCode` varchar(3) NOT NULL, `regionName` varchar(64) NOT NULL, `departement` varchar(3) NOT NULL, `label` varchar(255) NOT NULL, `city` varchar(128) NOT NULL, UNIQUE INDEX `IDX_establishment_value` (`value`), INDEX `IDX_establishment_type_region` (`type`, `regionName`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `app_user` ADD `establishmentValue` varchar(64) NULL");
    await queryRunner.query("ALTER TABLE `troc` ADD `establishmentValue` varchar(64) NULL");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `troc` DROP COLUMN `establishmentValue`");
    await queryRunner.query("ALTER TABLE `app_user` DROP COLUMN `establishmentValue`");
    await queryRunner.query("DROP INDEX `IDX_establishment_type_region` ON `establishment`");
    await queryRunner.query("DROP INDEX `IDX_establishment_value` ON `establishment`");
    await queryRunner.query("DROP TABLE `establishment`");
  }
}
