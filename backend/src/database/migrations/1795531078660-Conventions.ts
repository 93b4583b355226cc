import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Conventions1795531078660 implements MigrationInterface {
  name = 'Conventions1795531078660';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `convention` (`id` int NOT NULL AUTO_INCREMENT, `trackerId` int NOT NULL, `number` varchar(32) NULL, `status` varchar(32) NULL, `title` varchar(255) NULL, `fileKey` varchar(191) NULL, `generatedAt` datetime NULL, `signedFileKey` varchar(191) NULL, `signedMime` varchar(64) NULL, `signedAt` datetime NULL, `signedById` int NULL, `rejectedReason` varchar(500) NULL, `regularized` tinyint NOT NULL DEFAULT 0, `cerfaPostal` varchar(5) NULL, `cerfaCity` varchar(255) NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `IDX_f98110ac2757a4e4152d101999` (`trackerId`), UNIQUE INDEX `IDX_f7d17b3fbbdd6418809048e303` (`number`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `IDX_f7d17b3fbbdd6418809048e303` ON `convention`");
    await queryRunner.query("DROP INDEX `IDX_f98110ac2757a4e4152d101999` ON `convention`");
    await queryRunner.query("DROP TABLE `convention`");
  }
}
