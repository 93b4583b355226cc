import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ProConnect1795714535630 implements MigrationInterface {
  name = 'ProConnect1795714535630';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `organisation` ADD `siret` varchar(14) NULL");
    await queryRunner.query("ALTER TABLE `organisation` ADD UNIQUE INDEX `IDX_9dfed69cdf199fea5a1bd463f6` (`siret`)");
    await queryRunner.query("ALTER TABLE `app_user` ADD `proconnectSub` varchar(255) NULL");
    await queryRunner.query("ALTER TABLE `app_user` ADD UNIQUE INDEX `IDX_4ee944c0430437cbcb5b5816a7` (`proconnectSub`)");
    await queryRunner.query("ALTER TABLE `organism_directory_entry` ADD `siret` varchar(14) NULL");
    await queryRunner.query("ALTER TABLE `organism_directory_entry` ADD `closedOn` date NULL");
    await queryRunner.query("CREATE INDEX `IDX_46048e3ef669724a480b6e3968` ON `organism_directory_entry` (`siret`)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `IDX_46048e3ef669724a480b6e3968` ON `organism_directory_entry`");
    await queryRunner.query("ALTER TABLE `organism_directory_entry` DROP COLUMN `closedOn`");
    await queryRunner.query("ALTER TABLE `organism_directory_entry` DROP COLUMN `siret`");
    await queryRunner.query("ALTER TABLE `app_user` DROP INDEX `IDX_4ee944c0430437cbcb5b5816a7`");
    await queryRunner.query("ALTER TABLE `app_user` DROP COLUMN `proconnectSub`");
    await queryRunner.query("ALTER TABLE `organisation` DROP INDEX `IDX_9dfed69cdf199fea5a1bd463f6`");
    await queryRunner.query("ALTER TABLE `organisation` DROP COLUMN `siret`");
  }
}
