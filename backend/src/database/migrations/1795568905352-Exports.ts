import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Exports1795568905352 implements MigrationInterface {
  name = 'Exports1795568905352';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `data_export` (`id` varchar(36) NOT NULL, `kind` varchar(32) NOT NULL, `format` varchar(8) NOT NULL, `userId` int NOT NULL, `organisationId` int NOT NULL, `actor` text NOT NULL, `filters` text NOT NULL, `status` varchar(16) NOT NULL DEFAULT 'pending', `nbLines` int NOT NULL DEFAULT '0', `nbLinesProcessed` int NOT NULL DEFAULT '0', `fileName` varchar(255) NULL, `size` int NULL, `error` varchar(1000) NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `finishedAt` datetime NULL, `expiresAt` datetime NULL, INDEX `IDX_a1071b557e6520d785623f2946` (`expiresAt`), INDEX `IDX_81cdcb26e7a8f24adc52807783` (`userId`, `createdAt`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `IDX_81cdcb26e7a8f24adc52807783` ON `data_export`");
    await queryRunner.query("DROP INDEX `IDX_a1071b557e6520d785623f2946` ON `data_export`");
    await queryRunner.query("DROP TABLE `data_export`");
  }
}
