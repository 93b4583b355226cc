import type { MigrationInterface, QueryRunner } from 'typeorm';

export class Carts1795527636035 implements MigrationInterface {
  name = 'Carts1795527636035';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("CREATE TABLE `cart_line` (`id` int NOT NULL AUTO_INCREMENT, `cartId` int NOT NULL, `trocId` int NOT NULL, `quantity` int NOT NULL, `negotiatedPriceCents` bigint NULL, `startDate` varchar(10) NULL, `endDate` varchar(10) NULL, `trackerId` int NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), INDEX `IDX_f0765a560b906e13d4e333696a` (`trackerId`), UNIQUE INDEX `IDX_c1b92d07d3d333b2c5988d42fd` (`cartId`, `trocId`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
    await queryRunner.query("CREATE TABLE `cart` (`id` int NOT NULL AUTO_INCREMENT, `slug` varchar(32) NOT NULL, `userId` int NOT NULL, `organisationId` int NOT NULL, `status` varchar(16) NOT NULL DEFAULT 'open', `openKey` varchar(32) NULL, `submittedAt` datetime NULL, `createdAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6), `updatedAt` datetime(6) NOT NULL DEFAULT CURRENT_TIMESTAMP(6) ON UPDATE CURRENT_TIMESTAMP(6), UNIQUE INDEX `IDX_b377f71ef2717cbbccfe8559e0` (`slug`), UNIQUE INDEX `IDX_8ab85e7f0d826e31d990b02106` (`openKey`), INDEX `IDX_0d0241054eeab7d8b71620c6ec` (`userId`, `status`), PRIMARY KEY (`id`)) ENGINE=InnoDB");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX `IDX_0d0241054eeab7d8b71620c6ec` ON `cart`");
    await queryRunner.query("DROP INDEX `IDX_8ab85e7f0d826e31d990b02106` ON `cart`");
    await queryRunner.query("DROP INDEX `IDX_b377f71ef2717cbbccfe8559e0` ON `cart`");
    await queryRunner.query("DROP TABLE `cart`");
    await queryRunner.query("DROP INDEX `IDX_c1b92d07d3d333b2c5988d42fd` ON `cart_line`");
    await queryRunner.query("DROP INDEX `IDX_f0765a560b906e13d4e333696a` ON `cart_line`");
    await queryRunner.query("DROP TABLE `cart_line`");
  }
}
