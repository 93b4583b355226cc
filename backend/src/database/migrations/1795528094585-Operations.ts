import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Operations1795528094585 implements MigrationInterface {
  name = 'Operations1795528094585';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `operation_invitation` (`id` int NOT NULL AUTO_INCREMENT, `operationId` int NOT NULL, `email` varchar(191) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `IDX_68ff5094fcd6dfdeed54384099` (`email`), UNIQUE INDEX `IDX_1ef38c9ee1a5f9283a53ae1ae6` (`operationId`, `email`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `operation_perimeter` (`id` int NOT NULL AUTO_INCREMENT, `operationId` int NOT NULL, `serviceId` int NOT NULL, UNIQUE INDEX `IDX_e9c9e306fae51d00a5828d35a6` (`operationId`, `serviceId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `operation` (`id` int NOT NULL AUTO_INCREMENT, `slug` varchar(191) NOT NULL, `name` varchar(255) NULL, `description` varchar(500) NULL, `publicationStatus` varchar(16) NOT NULL DEFAULT 'Draft', `publishedAt` datetime NULL, `ownerId` int NOT NULL, `managerId` int NOT NULL, `serviceId` int NULL, `organisationId` int NOT NULL, `organisationGroupId` int NULL, `visibility` text NOT NULL, `visIndividual` tinyint NOT NULL DEFAULT 0, `visExternal` tinyint NOT NULL DEFAULT 0, `visGroup` tinyint NOT NULL DEFAULT 0, `visInternal` tinyint NOT NULL DEFAULT 1, `visPrivate` tinyint NOT NULL DEFAULT 0, `perimeterRestricted` tinyint NOT NULL DEFAULT 0, `availabilityStartDate` varchar(10) NULL, `availabilityEndDate` varchar(10) NULL, `postal` varchar(5) NULL, `cityCode` varchar(5) NULL, `cityName` varchar(255) NULL, `departement` varchar(3) NULL, `region` varchar(3) NULL, `lat` double NULL, `lon` double NULL, `deliveryLocation` varchar(255) NULL, `deliveryNotes` varchar(255) NULL, `viewTotal` int NOT NULL DEFAULT '0', `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `IDX_c863962043178f74d4e0498431` (`slug`), INDEX `IDX_3f1d4b0ffb34ce852f1fb88b70` (`publicationStatus`, `availabilityEndDate`), INDEX `IDX_1efa00f726bd4ff52c4651ed25` (`publicationStatus`, `availabilityStartDate`), INDEX `IDX_279469289b7d854bf0d08fa608` (`managerId`, `publicationStatus`), INDEX `IDX_e2f1e75de3046ee48fd2a886ce` (`ownerId`, `publicationStatus`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `troc` ADD `operationId` int NULL");
    await queryRunner.query("CREATE INDEX `IDX_9a39a5e999ad2ba360f0d1befd` ON `troc` (`operationId`, `publicationStatus`)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `IDX_9a39a5e999ad2ba360f0d1befd` ON `troc`");
    await queryRunner.query("ALTER TABLE `troc` DROP COLUMN `operationId`");
    await queryRunner.query("DROP INDEX `IDX_e2f1e75de3046ee48fd2a886ce` ON `operation`");
    await queryRunner.query("DROP INDEX `IDX_279469289b7d854bf0d08fa608` ON `operation`");
    await queryRunner.query("DROP INDEX `IDX_1efa00f726bd4ff52c4651ed25` ON `operation`");
    await queryRunner.query("DROP INDEX `IDX_3f1d4b0ffb34ce852f1fb88b70` ON `operation`");
    await queryRunner.query("DROP INDEX `IDX_c863962043178f74d4e0498431` ON `operation`");
    await queryRunner.query("DROP TABLE `operation`");
    await queryRunner.query("DROP INDEX `IDX_e9c9e306fae51d00a5828d35a6` ON `operation_perimeter`");
    await queryRunner.query("DROP TABLE `operation_perimeter`");
    await queryRunner.query("DROP INDEX `IDX_1ef38c9ee1a5f9283a53ae1ae6` ON `operation_invitation`");
    await queryRunner.query("DROP INDEX `IDX_68ff5094fcd6dfdeed54384099` ON `operation_invitation`");
    await queryRunner.query("DROP TABLE `operation_invitation`");
  }
}
