import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MassLineRefusedFields1795600000000 implements MigrationInterface {
  name = 'MassLineRefusedFields1795600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `mass_action_line` ADD `refused` text NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `mass_action_line` DROP COLUMN `refused`');
  }
}
