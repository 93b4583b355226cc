import type { MigrationInterface, QueryRunner } from 'typeorm';

export class JobAttempts1795720000000 implements MigrationInterface {
  name = 'JobAttempts1795720000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `job` ADD `attempts` int NOT NULL DEFAULT '0'");
    await queryRunner.query('ALTER TABLE `mass_action` ADD `message` varchar(500) NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `mass_action` DROP COLUMN `message`');
    await queryRunner.query('ALTER TABLE `job` DROP COLUMN `attempts`');
  }
}
