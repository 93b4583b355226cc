import type { MigrationInterface, QueryRunner } from 'typeorm';

export class ListingsCategoriesFilesAudit1795410496786 implements MigrationInterface {
  name = 'ListingsCategoriesFilesAudit1795410496786';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `audit_log` (`id` int NOT NULL AUTO_INCREMENT, `entityType` varchar(32) NOT NULL, `entityId` int NOT NULL, `action` varchar(32) NOT NULL, `fromStatus` varchar(32) NOT NULL, `toStatus` varchar(32) NOT NULL, `actorId` int NULL, `message` varchar(500) NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `IDX_88beeb7b4ce44762ae7530ae4c` (`entityType`, `entityId`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      "CREATE TABLE `category` (`id` int NOT NULL, `parentId` int NULL, `name` varchar(255) NOT NULL, `slug` varchar(191) NOT NULL, `position` int NOT NULL DEFAULT '0', UNIQUE INDEX `IDX_cb73208f151aa71cdd78f662d7` (`slug`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      'CREATE TABLE `uploaded_file` (`id` int NOT NULL AUTO_INCREMENT, `kind` varchar(16) NOT NULL, `ownerId` int NULL, `attachedType` varchar(32) NULL, `attachedId` int NULL, `name` varchar(255) NOT NULL, `mime` varchar(100) NOT NULL, `size` int NOT NULL, `key` varchar(191) NOT NULL, `originalKey` varchar(191) NULL, `thumbnailKey` varchar(191) NULL, `width` int NULL, `height` int NULL, `editData` text NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `IDX_23b1dd4c28b6d1f81f271170fb` (`attachedType`, `attachedId`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `troc_favorite` (`id` int NOT NULL AUTO_INCREMENT, `userId` int NOT NULL, `trocId` int NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `IDX_0f51d8f0f8cf1cc8d5791b873a` (`trocId`), UNIQUE INDEX `IDX_10e262fbc68ab576f84840c570` (`userId`, `trocId`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `troc_invitation` (`id` int NOT NULL AUTO_INCREMENT, `trocId` int NOT NULL, `email` varchar(191) NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `IDX_b50a17634173f18f7ba182bbac` (`email`), UNIQUE INDEX `IDX_f71fb4b3a4f6154cca6e74317d` (`trocId`, `email`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `troc_perimeter` (`id` int NOT NULL AUTO_INCREMENT, `trocId` int NOT NULL, `serviceId` int NOT NULL, UNIQUE INDEX `IDX_7e1c0a27bb1599e0ee685256aa` (`trocId`, `serviceId`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      "CREATE TABLE `troc` (`id` int NOT NULL AUTO_INCREMENT, `slug` varchar(191) NOT NULL, `requestType` varchar(16) NOT NULL, `name` varchar(255) NULL, `description` text NULL, `searchText` text NULL, `categoryId` int NULL, `swapType` varchar(32) NULL, `itemPriceType` varchar(32) NULL, `currentPriceCents` int NULL, `purchasePriceCents` int NULL, `itemState` varchar(16) NULL, `itemTotalQuantity` int NULL, `itemMinQuantity` int NULL, `itemMaxQuantity` int NULL, `itemRequestQuantity` int NULL, `itemNewQuantity` int NULL, `quantityReserved` int NOT NULL DEFAULT '0', `quantityOut` int NOT NULL DEFAULT '0', `unit` varchar(16) NOT NULL DEFAULT 'Unit', `weightGrams` int NULL, `volumeHundredths` int NULL, `heightHundredths` int NULL, `widthHundredths` int NULL, `lengthHundredths` int NULL, `taxonomy` varchar(255) NULL, `brand` varchar(255) NULL, `expiryDate` varchar(10) NULL, `associatedConsumables` varchar(512) NULL, `possibleUses` varchar(512) NULL, `mandatorySkills` varchar(512) NULL, `tama` tinyint NOT NULL DEFAULT 0, `visibility` text NOT NULL, `visIndividual` tinyint NOT NULL DEFAULT 0, `visExternal` tinyint NOT NULL DEFAULT 0, `visGroup` tinyint NOT NULL DEFAULT 0, `visInternal` tinyint NOT NULL DEFAULT 1, `visPrivate` tinyint NOT NULL DEFAULT 0, `perimeterRestricted` tinyint NOT NULL DEFAULT 0, `availabilityStartDate` varchar(10) NULL, `availabilityEndDate` varchar(10) NULL, `publicationStatus` varchar(16) NOT NULL DEFAULT 'Draft', `rejected` tinyint NOT NULL DEFAULT 0, `moderationMessage` varchar(500) NULL, `publishedAt` datetime NULL, `ownerId` int NOT NULL, `managerId` int NOT NULL, `serviceId` int NULL, `organisationId` int NOT NULL, `organisationGroupId` int NULL, `organisationName` varchar(255) NOT NULL, `postal` varchar(5) NULL, `cityCode` varchar(5) NULL, `cityName` varchar(255) NULL, `departement` varchar(3) NULL, `region` varchar(3) NULL, `lat` double NULL, `lon` double NULL, `deliveryLocation` varchar(255) NULL, `deliveryNotes` varchar(255) NULL, `image0Id` int NULL, `image1Id` int NULL, `image2Id` int NULL, `documentId` int NULL, `viewTotal` int NOT NULL DEFAULT '0', `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `IDX_7da2cd9a1c25cbfadf6f2d5024` (`slug`), INDEX `IDX_b3c362c42ad122f251d42831a0` (`categoryId`), INDEX `IDX_f9d2de21eb4c9e3fbed6b8b3b4` (`organisationId`, `publicationStatus`), INDEX `IDX_f2163d4b57dc07cccbaa877105` (`managerId`, `publicationStatus`), INDEX `IDX_41cb4488247689d03755c1052a` (`ownerId`, `publicationStatus`), INDEX `IDX_555dcfcd9e2c3c3ebf89851e45` (`publicationStatus`, `availabilityEndDate`), INDEX `IDX_dcdb9beec01580968dd591030a` (`publicationStatus`, `availabilityStartDate`), INDEX `IDX_e96688161055379b27f50888d2` (`publicationStatus`, `region`), INDEX `IDX_5bd013ea7fc281613164164e7d` (`publicationStatus`, `departement`), INDEX `IDX_8ff650b099cd3f7f764b5adaf1` (`publicationStatus`, `lat`, `lon`), INDEX `IDX_39c230ebd12f47ca064b8dbdd6` (`publicationStatus`, `publishedAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query('ALTER TABLE `organisation` ADD `moderateListings` tinyint NOT NULL DEFAULT 0');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `organisation` DROP COLUMN `moderateListings`');
    await queryRunner.query('DROP INDEX `IDX_39c230ebd12f47ca064b8dbdd6` ON `troc`');
    await queryRunner.query('DROP INDEX `IDX_8ff650b099cd3f7f764b5adaf1` ON `troc`');
    await queryRunner.query('DROP INDEX `IDX_5bd013ea7fc281613164164e7d` ON `troc`');
    await queryRunner.query('DROP INDEX `IDX_e96688161055379b27f50888d2` ON `troc`');
    await queryRunner.query('DROP INDEX `IDX_dcdb9beec01580968dd591030a` ON `troc`');
    await queryRunner.query('DROP INDEX `IDX_555dcfcd9e2c3c3ebf89851e45` ON `troc`');
    await queryRunner.query('DROP INDEX `IDX_41cb4488247689d03755c1052a` ON `troc`');
    await queryRunner.query('DROP INDEX `IDX_f2163d4b57dc07cccbaa877105` ON `troc`');
    await queryRunner.query('DROP INDEX `IDX_f9d2de21eb4c9e3fbed6b8b3b4` ON `troc`');
    await queryRunner.query('DROP INDEX `IDX_b3c362c42ad122f251d42831a0` ON `troc`');
    await queryRunner.query('DROP INDEX `IDX_7da2cd9a1c25cbfadf6f2d5024` ON `troc`');
    await queryRunner.query('DROP TABLE `troc`');
    await queryRunner.query('DROP INDEX `IDX_7e1c0a27bb1599e0ee685256aa` ON `troc_perimeter`');
    await queryRunner.query('DROP TABLE `troc_perimeter`');
    await queryRunner.query('DROP INDEX `IDX_f71fb4b3a4f6154cca6e74317d` ON `troc_invitation`');
    await queryRunner.query('DROP INDEX `IDX_b50a17634173f18f7ba182bbac` ON `troc_invitation`');
    await queryRunner.query('DROP TABLE `troc_invitation`');
    await queryRunner.query('DROP INDEX `IDX_10e262fbc68ab576f84840c570` ON `troc_favorite`');
    await queryRunner.query('DROP INDEX `IDX_0f51d8f0f8cf1cc8d5791b873a` ON `troc_favorite`');
    await queryRunner.query('DROP TABLE `troc_favorite`');
    await queryRunner.query('DROP INDEX `IDX_23b1dd4c28b6d1f81f271170fb` ON `uploaded_file`');
    await queryRunner.query('DROP TABLE `uploaded_file`');
    await queryRunner.query('DROP INDEX `IDX_cb73208f151aa71cdd78f662d7` ON `category`');
    await queryRunner.query('DROP TABLE `category`');
    await queryRunner.query('DROP INDEX `IDX_88beeb7b4ce44762ae7530ae4c` ON `audit_log`');
    await queryRunner.query('DROP TABLE `audit_log`');
  }
}
