import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Conversations1795551400200 implements MigrationInterface {
  name = 'Conversations1795551400200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `notification_preference` (`id` int NOT NULL AUTO_INCREMENT, `userId` int NOT NULL, `notificationType` varchar(32) NOT NULL, `frequency` varchar(16) NOT NULL, UNIQUE INDEX `IDX_666422068631c3f55db0358c7a` (`userId`, `notificationType`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `notification` (`id` int NOT NULL AUTO_INCREMENT, `userId` int NOT NULL, `notificationType` varchar(32) NOT NULL, `notificationStatus` varchar(16) NOT NULL DEFAULT 'unread', `title` varchar(255) NOT NULL, `body` varchar(1000) NOT NULL, `path` varchar(255) NOT NULL, `objectType` varchar(32) NULL, `objectSlug` varchar(64) NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `readAt` datetime NULL, `mailedAt` datetime NULL, `digestPending` tinyint NOT NULL DEFAULT 0, INDEX `IDX_bfd4b0d2ea487a29e05242dc67` (`digestPending`, `userId`), INDEX `IDX_0b75e2857e7477d32cdedf98be` (`userId`, `id`), INDEX `IDX_e9ed749d675dc1c5f3d698af0e` (`userId`, `notificationStatus`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `question` (`id` int NOT NULL AUTO_INCREMENT, `trocId` int NOT NULL, `userId` int NOT NULL, `content` text NOT NULL, `publicAnswer` text NULL, `answerUserId` int NULL, `answeredAt` datetime NULL, `masked` tinyint NOT NULL DEFAULT 0, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `IDX_80f29cc01d0bd1644e389cc13b` (`userId`), INDEX `IDX_605851cbb43cc7479a8d878384` (`trocId`, `id`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `thread_participant` (`id` int NOT NULL AUTO_INCREMENT, `threadId` int NOT NULL, `userId` int NOT NULL, `origin` varchar(16) NOT NULL, `archived` tinyint NOT NULL DEFAULT 0, `unread` int NOT NULL DEFAULT '0', `readAt` datetime NULL, INDEX `IDX_f877764d1c8491b988cc3b4759` (`threadId`), UNIQUE INDEX `IDX_fc11b2aa638d7d1e55f1693179` (`userId`, `threadId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `alert` (`id` int NOT NULL AUTO_INCREMENT, `slug` varchar(32) NOT NULL, `userId` int NOT NULL, `keyword` varchar(255) NULL, `city` varchar(191) NULL, `departement` varchar(100) NULL, `region` varchar(100) NULL, `distance` int NULL, `swapTypes` text NOT NULL, `requestTypes` text NOT NULL, `category` varchar(191) NULL, `nbSent` int NOT NULL DEFAULT '0', `active` tinyint NOT NULL DEFAULT 1, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `lastRunAt` datetime NULL, `lastSentAt` datetime NULL, `markPublishedAt` datetime NOT NULL, `markTrocId` int NOT NULL DEFAULT '0', UNIQUE INDEX `IDX_073d1e86f01dc93297798dd2e4` (`slug`), INDEX `IDX_eda066925fb4f3963a5731fb11` (`active`, `id`), INDEX `IDX_07c200f2c97cd3384da882c004` (`userId`, `createdAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `impact_category` (`id` int NOT NULL AUTO_INCREMENT, `slug` varchar(191) NOT NULL, `title` varchar(255) NOT NULL, `parentId` int NULL, `position` int NOT NULL DEFAULT '0', UNIQUE INDEX `IDX_294803e9e74bcec1e8da66f82d` (`slug`), INDEX `IDX_cfa73094645bf2e996bcf6a6a5` (`parentId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `impact_choice` (`id` int NOT NULL AUTO_INCREMENT, `mode` varchar(10) NOT NULL, `subjectId` int NOT NULL, `modelId` int NOT NULL, `values` text NOT NULL, `createdById` int NOT NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `IDX_13fb5156dd4eba1ca5463f1392` (`modelId`), UNIQUE INDEX `IDX_b756c4af432635ba242e89f76b` (`mode`, `subjectId`, `modelId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `impact_model` (`id` int NOT NULL AUTO_INCREMENT, `slug` varchar(191) NOT NULL, `title` varchar(255) NOT NULL, `sourceUniqueId` varchar(255) NULL, `description` text NULL, `outputUnit` varchar(20) NOT NULL, `inputUnit1` varchar(20) NOT NULL, `inputUnit2` varchar(20) NULL, `emissionFactor` double NOT NULL, `sourceLabel` varchar(255) NOT NULL, `sourceVersion` varchar(50) NULL, `displayDate` varchar(10) NULL, `calculationRule` text NOT NULL, `resultRule` varchar(40) NOT NULL, `categoryId` int NULL, `organisationId` int NULL, `enabled` tinyint NOT NULL DEFAULT 1, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `IDX_104d06ac4648994370cabb03b4` (`slug`), INDEX `IDX_bad063716cadefa6d8bf9eee39` (`sourceUniqueId`), INDEX `IDX_715aceb3705db5b5125c232e07` (`categoryId`, `enabled`), INDEX `IDX_57174a61c5a0a3dc149355457e` (`organisationId`, `enabled`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("ALTER TABLE `job` ADD `scheduleKey` varchar(160) NULL");
    await queryRunner.query("ALTER TABLE `job` ADD UNIQUE INDEX `IDX_967a6f488d4ccc9d02edca426b` (`scheduleKey`)");
    await queryRunner.query("ALTER TABLE `troc_invitation` ADD `slug` varchar(32) NULL");
    await queryRunner.query("ALTER TABLE `troc_invitation` ADD UNIQUE INDEX `IDX_0489248c9db90aaf89504b922d` (`slug`)");
    await queryRunner.query("ALTER TABLE `message` ADD `deletedAt` datetime NULL");
    await queryRunner.query("ALTER TABLE `tracker` ADD `co2Sources` text NULL");
    await queryRunner.query("ALTER TABLE `operation_invitation` ADD `slug` varchar(32) NULL");
    await queryRunner.query("ALTER TABLE `operation_invitation` ADD UNIQUE INDEX `IDX_67fac7ce9d17870cad469e4975` (`slug`)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE `operation_invitation` DROP INDEX `IDX_67fac7ce9d17870cad469e4975`");
    await queryRunner.query("ALTER TABLE `operation_invitation` DROP COLUMN `slug`");
    await queryRunner.query("ALTER TABLE `tracker` DROP COLUMN `co2Sources`");
    await queryRunner.query("ALTER TABLE `message` DROP COLUMN `deletedAt`");
    await queryRunner.query("ALTER TABLE `troc_invitation` DROP INDEX `IDX_0489248c9db90aaf89504b922d`");
    await queryRunner.query("ALTER TABLE `troc_invitation` DROP COLUMN `slug`");
    await queryRunner.query("ALTER TABLE `job` DROP INDEX `IDX_967a6f488d4ccc9d02edca426b`");
    await queryRunner.query("ALTER TABLE `job` DROP COLUMN `scheduleKey`");
    await queryRunner.query("DROP INDEX `IDX_57174a61c5a0a3dc149355457e` ON `impact_model`");
    await queryRunner.query("DROP INDEX `IDX_715aceb3705db5b5125c232e07` ON `impact_model`");
    await queryRunner.query("DROP INDEX `IDX_bad063716cadefa6d8bf9eee39` ON `impact_model`");
    await queryRunner.query("DROP INDEX `IDX_104d06ac4648994370cabb03b4` ON `impact_model`");
    await queryRunner.query("DROP TABLE `impact_model`");
    await queryRunner.query("DROP INDEX `IDX_b756c4af432635ba242e89f76b` ON `impact_choice`");
    await queryRunner.query("DROP INDEX `IDX_13fb5156dd4eba1ca5463f1392` ON `impact_choice`");
    await queryRunner.query("DROP TABLE `impact_choice`");
    await queryRunner.query("DROP INDEX `IDX_cfa73094645bf2e996bcf6a6a5` ON `impact_category`");
    await queryRunner.query("DROP INDEX `IDX_294803e9e74bcec1e8da66f82d` ON `impact_category`");
    await queryRunner.query("DROP TABLE `impact_category`");
    await queryRunner.query("DROP INDEX `IDX_07c200f2c97cd3384da882c004` ON `alert`");
    await queryRunner.query("DROP INDEX `IDX_eda066925fb4f3963a5731fb11` ON `alert`");
    await queryRunner.query("DROP INDEX `IDX_073d1e86f01dc93297798dd2e4` ON `alert`");
    await queryRunner.query("DROP TABLE `alert`");
    await queryRunner.query("DROP INDEX `IDX_fc11b2aa638d7d1e55f1693179` ON `thread_participant`");
    await queryRunner.query("DROP INDEX `IDX_f877764d1c8491b988cc3b4759` ON `thread_participant`");
    await queryRunner.query("DROP TABLE `thread_participant`");
    await queryRunner.query("DROP INDEX `IDX_605851cbb43cc7479a8d878384` ON `question`");
    await queryRunner.query("DROP INDEX `IDX_80f29cc01d0bd1644e389cc13b` ON `question`");
    await queryRunner.query("DROP TABLE `question`");
    await queryRunner.query("DROP INDEX `IDX_e9ed749d675dc1c5f3d698af0e` ON `notification`");
    await queryRunner.query("DROP INDEX `IDX_0b75e2857e7477d32cdedf98be` ON `notification`");
    await queryRunner.query("DROP INDEX `IDX_bfd4b0d2ea487a29e05242dc67` ON `notification`");
    await queryRunner.query("DROP TABLE `notification`");
    await queryRunner.query("DROP INDEX `IDX_666422068631c3f55db0358c7a` ON `notification_preference`");
    await queryRunner.query("DROP TABLE `notification_preference`");
  }
}
