import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Calendars1795557415252 implements MigrationInterface {
  name = 'Calendars1795557415252';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `calendar` (`id` int NOT NULL AUTO_INCREMENT, `trocId` int NOT NULL, `token` varchar(32) NOT NULL, `timeStart` varchar(5) NULL, `timeEnd` varchar(5) NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), UNIQUE INDEX `IDX_fce81f4ace8b4661b9b273b00b` (`trocId`), UNIQUE INDEX `IDX_f1e34ed082e59a751c045963d4` (`token`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `calendar_period` (`id` int NOT NULL AUTO_INCREMENT, `trocId` int NOT NULL, `status` varchar(16) NOT NULL, `type` varchar(16) NOT NULL, `startDate` varchar(10) NOT NULL, `endDate` varchar(10) NOT NULL, `quantity` int NOT NULL, `itemUsage` varchar(500) NULL, `userId` int NOT NULL, `trackerId` int NULL, `managerId` int NOT NULL, `returnedOn` varchar(10) NULL, `returnCondition` varchar(16) NULL, `returnNote` varchar(500) NULL, `returnedById` int NULL, `remindedDueSoon` tinyint NOT NULL DEFAULT 0, `remindedOverdue` tinyint NOT NULL DEFAULT 0, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `IDX_9e1d4cc910d07c7446d509393c` (`trackerId`), INDEX `IDX_728ef74b78e7bf6fe7fe0d48d0` (`status`, `endDate`), INDEX `IDX_cb3dd4bf972c80e039e067e180` (`managerId`, `startDate`), INDEX `IDX_be8c407b8d1ca982fe244920c8` (`userId`, `startDate`), INDEX `IDX_25ce39856f8af540850d571e3c` (`trocId`, `status`, `startDate`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `IDX_25ce39856f8af540850d571e3c` ON `calendar_period`");
    await queryRunner.query("DROP INDEX `IDX_be8c407b8d1ca982fe244920c8` ON `calendar_period`");
    await queryRunner.query("DROP INDEX `IDX_cb3dd4bf972c80e039e067e180` ON `calendar_period`");
    await queryRunner.query("DROP INDEX `IDX_728ef74b78e7bf6fe7fe0d48d0` ON `calendar_period`");
    await queryRunner.query("DROP INDEX `IDX_9e1d4cc910d07c7446d509393c` ON `calendar_period`");
    await queryRunner.query("DROP TABLE `calendar_period`");
    await queryRunner.query("DROP INDEX `IDX_f1e34ed082e59a751c045963d4` ON `calendar`");
    await queryRunner.query("DROP INDEX `IDX_fce81f4ace8b4661b9b273b00b` ON `calendar`");
    await queryRunner.query("DROP TABLE `calendar`");
  }
}
