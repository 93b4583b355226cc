import type { MigrationInterface, QueryRunner } from 'typeorm';

export class MassActions1795572549645 implements MigrationInterface {
  name = 'MassActions1795572549645';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `mass_action_line` (`id` int NOT NULL AUTO_INCREMENT, `massActionId` varchar(36) NOT NULL, `trocId` int NOT NULL, `position` int NOT NULL, `name` varchar(255) NULL, `status` varchar(16) NOT NULL DEFAULT 'waiting', `before` text NULL, `excerpt` text NULL, `message` varchar(1000) NULL, INDEX `IDX_d062e1d6b4e5ba9906e3118169` (`massActionId`, `position`), UNIQUE INDEX `IDX_ba687a07809bb6083181974aba` (`massActionId`, `trocId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `mass_action` (`id` varchar(36) NOT NULL, `userId` int NOT NULL, `actor` text NOT NULL, `action` varchar(16) NOT NULL, `form` text NOT NULL, `status` varchar(16) NOT NULL DEFAULT 'pending', `nbLines` int NOT NULL DEFAULT '0', `nbLinesProcessed` int NOT NULL DEFAULT '0', `jobId` varchar(36) NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), `finishedAt` datetime NULL, INDEX `IDX_338f614ecff755b2051f82903f` (`status`), INDEX `IDX_a62da9bc11d3e3a544f4231f03` (`userId`, `createdAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `IDX_a62da9bc11d3e3a544f4231f03` ON `mass_action`");
    await queryRunner.query("DROP INDEX `IDX_338f614ecff755b2051f82903f` ON `mass_action`");
    await queryRunner.query("DROP TABLE `mass_action`");
    await queryRunner.query("DROP INDEX `IDX_ba687a07809bb6083181974aba` ON `mass_action_line`");
    await queryRunner.query("DROP INDEX `IDX_d062e1d6b4e5ba9906e3118169` ON `mass_action_line`");
    await queryRunner.query("DROP TABLE `mass_action_line`");
  }
}
