import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Exchanges1795526855135 implements MigrationInterface {
  name = 'Exchanges1795526855135';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `message` (`id` int NOT NULL AUTO_INCREMENT, `threadId` int NOT NULL, `userId` int NULL, `content` text NULL, `contentKey` varchar(64) NULL, `params` text NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `IDX_83d40d40e92dd65b2253c94057` (`threadId`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `thread` (`id` int NOT NULL AUTO_INCREMENT, `slug` varchar(32) NOT NULL, `threadType` varchar(32) NOT NULL, `title` varchar(255) NOT NULL, `trocId` int NULL, `trackerId` int NULL, `cartId` int NULL, `fromUserId` int NOT NULL, `toUserId` int NOT NULL, `archived` tinyint NOT NULL DEFAULT 0, `lastMessageAt` datetime NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `IDX_e593d6c727e1349308c6a8531a` (`slug`), INDEX `IDX_d84b149031b07b3d822c5356fc` (`trackerId`), INDEX `IDX_6069c2e771cd193b13fc1750f5` (`toUserId`, `lastMessageAt`), INDEX `IDX_fb6358c65d79513f16d7407f64` (`fromUserId`, `lastMessageAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `tracker` (`id` int NOT NULL AUTO_INCREMENT, `slug` varchar(32) NOT NULL, `trocId` int NOT NULL, `status` varchar(32) NOT NULL DEFAULT 'ReservationRequested', `conventionStatus` varchar(32) NULL, `swapType` varchar(32) NULL, `requestedQuantity` int NOT NULL, `unit` varchar(16) NOT NULL DEFAULT 'Unit', `managerId` int NOT NULL, `ownerId` int NOT NULL, `organisationId` int NOT NULL, `userId` int NULL, `userOrganisationId` int NULL, `guestEmail` varchar(500) NULL, `guestOrganismType` varchar(32) NULL, `guestOrganismName` varchar(255) NULL, `guestServiceName` varchar(255) NULL, `regularized` tinyint NOT NULL DEFAULT 0, `cartId` int NULL, `beneficiaryType` varchar(16) NULL, `name` varchar(255) NOT NULL, `description` text NULL, `itemState` varchar(16) NULL, `weightGrams` int NULL, `purchasePriceCents` bigint NULL, `totalPriceCents` bigint NULL, `originalPriceCents` bigint NULL, `serviceId` int NULL, `postal` varchar(5) NULL, `cityCode` varchar(5) NULL, `cityName` varchar(255) NULL, `expiresAt` datetime NULL, `lastActionAt` datetime NOT NULL, `createdById` int NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `IDX_03404c22bed3805bd851e104bb` (`slug`), INDEX `IDX_2b99f4d658b30dc67a40cf382e` (`status`, `expiresAt`), INDEX `IDX_bcad7b911413675a08a09f64ef` (`trocId`, `status`), INDEX `IDX_ba6c615f98c76d142284dbb778` (`userId`, `status`, `lastActionAt`), INDEX `IDX_b06f63408e27cc2af9b539387d` (`ownerId`, `status`, `lastActionAt`), INDEX `IDX_79cc47bdd129abbc5ee2afdcb2` (`managerId`, `status`, `lastActionAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `job` ADD `runAt` datetime NULL");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `job` DROP COLUMN `runAt`");
    await queryRunner.query("DROP INDEX `IDX_79cc47bdd129abbc5ee2afdcb2` ON `tracker`");
    await queryRunner.query("DROP INDEX `IDX_b06f63408e27cc2af9b539387d` ON `tracker`");
    await queryRunner.query("DROP INDEX `IDX_ba6c615f98c76d142284dbb778` ON `tracker`");
    await queryRunner.query("DROP INDEX `IDX_bcad7b911413675a08a09f64ef` ON `tracker`");
    await queryRunner.query("DROP INDEX `IDX_2b99f4d658b30dc67a40cf382e` ON `tracker`");
    await queryRunner.query("DROP INDEX `IDX_03404c22bed3805bd851e104bb` ON `tracker`");
    await queryRunner.query("DROP TABLE `tracker`");
    await queryRunner.query("DROP INDEX `IDX_fb6358c65d79513f16d7407f64` ON `thread`");
    await queryRunner.query("DROP INDEX `IDX_6069c2e771cd193b13fc1750f5` ON `thread`");
    await queryRunner.query("DROP INDEX `IDX_d84b149031b07b3d822c5356fc` ON `thread`");
    await queryRunner.query("DROP INDEX `IDX_e593d6c727e1349308c6a8531a` ON `thread`");
    await queryRunner.query("DROP TABLE `thread`");
    await queryRunner.query("DROP INDEX `IDX_83d40d40e92dd65b2253c94057` ON `message`");
    await queryRunner.query("DROP TABLE `message`");
  }
}
