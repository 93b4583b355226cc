import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Initial1795310537904 implements MigrationInterface {
  name = 'Initial1795310537904';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'CREATE TABLE `http_session` (`id` varchar(128) NOT NULL, `data` text NOT NULL, `expiresAt` datetime NOT NULL, `userId` int NULL, INDEX `IDX_75a87f7f893b9859c8588df871` (`expiresAt`), INDEX `IDX_0897c01fb55a3681b9e469a741` (`userId`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      "CREATE TABLE `job` (`id` varchar(36) NOT NULL, `queue` varchar(64) NOT NULL, `name` varchar(64) NOT NULL, `status` varchar(16) NOT NULL DEFAULT 'pending', `payload` text NOT NULL, `processed` int NOT NULL DEFAULT '0', `total` int NULL, `result` text NULL, `error` varchar(1000) NULL, `userId` int NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), `startedAt` datetime NULL, `finishedAt` datetime NULL, INDEX `IDX_025b3f44c2e432020bc66bc9f5` (`queue`, `status`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      'CREATE TABLE `user_token` (`id` int NOT NULL AUTO_INCREMENT, `userId` int NOT NULL, `purpose` varchar(32) NOT NULL, `tokenHash` varchar(64) NOT NULL, `expiresAt` datetime NOT NULL, `usedAt` datetime NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `IDX_39e68185203c22896a3fd80e34` (`userId`, `purpose`), UNIQUE INDEX `IDX_2a307f56ca7d1260036caabaf5` (`tokenHash`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `organisation_group` (`id` int NOT NULL AUTO_INCREMENT, `name` varchar(255) NOT NULL, `slug` varchar(255) NOT NULL, UNIQUE INDEX `IDX_53c9e7a74eb596583cf88079aa` (`slug`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `organisation` (`id` int NOT NULL AUTO_INCREMENT, `name` varchar(255) NOT NULL, `kind` varchar(32) NOT NULL, `organismType` varchar(16) NOT NULL, `identifier` varchar(64) NULL, `groupId` int NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `IDX_2d143120514e0866bf01162b23` (`organismType`, `identifier`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      "CREATE TABLE `service` (`id` int NOT NULL AUTO_INCREMENT, `organisationId` int NOT NULL, `parentId` int NULL, `name` varchar(255) NOT NULL, `internalCode` varchar(64) NULL, `altInternalCode` varchar(64) NULL, `prefix` varchar(32) NULL, `hierarchy` varchar(255) NOT NULL DEFAULT '/', `nbChildren` int NOT NULL DEFAULT '0', INDEX `IDX_0cab6d3b3c45dffb33213add27` (`organisationId`, `hierarchy`), PRIMARY KEY (`id`)) ENGINE=InnoDB",
    );
    await queryRunner.query(
      'CREATE TABLE `app_user` (`id` int NOT NULL AUTO_INCREMENT, `slug` varchar(191) NOT NULL, `email` varchar(500) NOT NULL, `passwordHash` varchar(255) NOT NULL, `firstname` varchar(500) NOT NULL, `lastname` varchar(500) NOT NULL, `roles` text NOT NULL, `organisationId` int NOT NULL, `serviceId` int NULL, `emailValidatedAt` datetime NULL, `termsAcceptedAt` datetime NULL, `personalDataAcceptedAt` datetime NULL, `postalCode` varchar(5) NULL, `city` varchar(255) NULL, `cityCode` varchar(5) NULL, `registrationNote` varchar(500) NULL, `enabled` tinyint NOT NULL DEFAULT 1, `lastLoginAt` datetime NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `IDX_3fb794ddbbe00efae038fb9818` (`slug`), UNIQUE INDEX `IDX_3fa909d0e37c531ebc23770339` (`email`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'CREATE TABLE `organism_directory_entry` (`id` int NOT NULL AUTO_INCREMENT, `organismType` varchar(16) NOT NULL, `identifier` varchar(64) NOT NULL, `name` varchar(255) NOT NULL, `searchName` varchar(255) NOT NULL, `city` varchar(255) NULL, `postalCode` varchar(5) NULL, `hierarchy` varchar(255) NULL, INDEX `IDX_29afa0cf7c87c546e87c2cae2d` (`organismType`, `searchName`), UNIQUE INDEX `IDX_a1e8dc7a4bdc85115c199ce6ea` (`organismType`, `identifier`), PRIMARY KEY (`id`)) ENGINE=InnoDB',
    );
    await queryRunner.query(
      'ALTER TABLE `organisation` ADD CONSTRAINT `FK_66c2915a15c703aa2bcbb1f7996` FOREIGN KEY (`groupId`) REFERENCES `organisation_group`(`id`) ON DELETE SET NULL ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `service` ADD CONSTRAINT `FK_90474cac49dc55d46149144dbf4` FOREIGN KEY (`organisationId`) REFERENCES `organisation`(`id`) ON DELETE CASCADE ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `app_user` ADD CONSTRAINT `FK_28905ab02fe78eb88b0293a8d26` FOREIGN KEY (`organisationId`) REFERENCES `organisation`(`id`) ON DELETE RESTRICT ON UPDATE NO ACTION',
    );
    await queryRunner.query(
      'ALTER TABLE `app_user` ADD CONSTRAINT `FK_999c244da48d29580fc0c45fe0c` FOREIGN KEY (`serviceId`) REFERENCES `service`(`id`) ON DELETE SET NULL ON UPDATE NO ACTION',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `app_user` DROP FOREIGN KEY `FK_999c244da48d29580fc0c45fe0c`');
    await queryRunner.query('ALTER TABLE `app_user` DROP FOREIGN KEY `FK_28905ab02fe78eb88b0293a8d26`');
    await queryRunner.query('ALTER TABLE `service` DROP FOREIGN KEY `FK_90474cac49dc55d46149144dbf4`');
    await queryRunner.query('ALTER TABLE `organisation` DROP FOREIGN KEY `FK_66c2915a15c703aa2bcbb1f7996`');
    await queryRunner.query('DROP INDEX `IDX_a1e8dc7a4bdc85115c199ce6ea` ON `organism_directory_entry`');
    await queryRunner.query('DROP INDEX `IDX_29afa0cf7c87c546e87c2cae2d` ON `organism_directory_entry`');
    await queryRunner.query('DROP TABLE `organism_directory_entry`');
    await queryRunner.query('DROP INDEX `IDX_3fa909d0e37c531ebc23770339` ON `app_user`');
    await queryRunner.query('DROP INDEX `IDX_3fb794ddbbe00efae038fb9818` ON `app_user`');
    await queryRunner.query('DROP TABLE `app_user`');
    await queryRunner.query('DROP INDEX `IDX_0cab6d3b3c45dffb33213add27` ON `service`');
    await queryRunner.query('DROP TABLE `service`');
    await queryRunner.query('DROP INDEX `IDX_2d143120514e0866bf01162b23` ON `organisation`');
    await queryRunner.query('DROP TABLE `organisation`');
    await queryRunner.query('DROP INDEX `IDX_53c9e7a74eb596583cf88079aa` ON `organisation_group`');
    await queryRunner.query('DROP TABLE `organisation_group`');
    await queryRunner.query('DROP INDEX `IDX_2a307f56ca7d1260036caabaf5` ON `user_token`');
    await queryRunner.query('DROP INDEX `IDX_39e68185203c22896a3fd80e34` ON `user_token`');
    await queryRunner.query('DROP TABLE `user_token`');
    await queryRunner.query('DROP INDEX `IDX_025b3f44c2e432020bc66bc9f5` ON `job`');
    await queryRunner.query('DROP TABLE `job`');
    await queryRunner.query('DROP INDEX `IDX_0897c01fb55a3681b9e469a741` ON `http_session`');
    await queryRunner.query('DROP INDEX `IDX_75a87f7f893b9859c8588df871` ON `http_session`');
    await queryRunner.query('DROP TABLE `http_session`');
  }
}
