import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Prices up to the money limit (10^11 cents) do not fit in INT: widened in place, values kept. */
export class MoneyInCentsAsBigint1795444819305 implements MigrationInterface {
  name = 'MoneyInCentsAsBigint1795444819305';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `troc` MODIFY `currentPriceCents` bigint NULL');
    await queryRunner.query('ALTER TABLE `troc` MODIFY `purchasePriceCents` bigint NULL');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE `troc` MODIFY `purchasePriceCents` int NULL');
    await queryRunner.query('ALTER TABLE `troc` MODIFY `currentPriceCents` int NULL');
  }
}
