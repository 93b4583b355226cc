import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Imports1795583387396 implements MigrationInterface {
  name = 'Imports1795583387396';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `data_import` (`id` varchar(36) NOT NULL, `userId` int NOT NULL, `organisationId` int NOT NULL, `actor` text NOT NULL, `kind` varchar(16) NOT NULL, `name` varchar(255) NOT NULL, `format` varchar(8) NOT NULL, `status` varchar(16) NOT NULL DEFAULT 'ToComplete', `operationId` int NULL, `headers` text NOT NULL, `mapping` text NOT NULL, `nbImages` int NOT NULL DEFAULT '0', `nbLines` int NOT NULL DEFAULT '0', `nbLinesProcessed` int NOT NULL DEFAULT '0', `nbSuccessLines` int NOT NULL DEFAULT '0', `nbToCompleteLines` int NOT NULL DEFAULT '0', `nbErrorLines` int NOT NULL DEFAULT '0', `linesWritten` tinyint NOT NULL DEFAULT 0, `message` varchar(500) NULL, `jobId` varchar(36) NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), `finishedAt` datetime NULL, INDEX `IDX_92e17ab442eb08af389a5636e7` (`status`), INDEX `IDX_23c4008ab3442daf7f008a5690` (`userId`, `createdAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `import_line` (`id` int NOT NULL AUTO_INCREMENT, `importId` varchar(36) NOT NULL, `lineNumber` int NOT NULL, `cells` text NOT NULL, `status` varchar(16) NOT NULL DEFAULT 'waiting', `slug` varchar(64) NOT NULL, `targetSlug` varchar(64) NULL, `targetName` varchar(255) NULL, `issues` text NULL, INDEX `IDX_e9d882594c3c3fe19813dc364f` (`importId`, `status`, `lineNumber`), UNIQUE INDEX `IDX_b97477c1fb0309f41d43e1368a` (`importId`, `lineNumber`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `IDX_b97477c1fb0309f41d43e1368a` ON `import_line`");
    await queryRunner.query("DROP INDEX `IDX_e9d882594c3c3fe19813dc364f` ON `import_line`");
    await queryRunner.query("DROP TABLE `import_line`");
    await queryRunner.query("DROP INDEX `IDX_23c4008ab3442daf7f008a5690` ON `data_import`");
    await queryRunner.query("DROP INDEX `IDX_92e17ab442eb08af389a5636e7` ON `data_import`");
    await queryRunner.query("DROP TABLE `data_import`");
  }
}
