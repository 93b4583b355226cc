import type { MigrationInterface, QueryRunner } from 'typeorm';

export class SearchIndexes1795413220138 implements MigrationInterface {
  name = 'SearchIndexes1795413220138';

  async up(queryRunner: QueryRunner): Promise<void> {
    // The search indexes first, then the narrower ones they replace: no moment without an index.
    await queryRunner.query('CREATE FULLTEXT INDEX `IDX_troc_keyword` ON `troc` (`searchText`)');
    await queryRunner.query(
      'CREATE INDEX `IDX_troc_search_category` ON `troc` (`publicationStatus`, `categoryId`, `visIndividual`, `visExternal`, `visGroup`, `organisationGroupId`, `visInternal`, `organisationId`, `perimeterRestricted`, `visPrivate`, `lat`, `lon`, `publishedAt`)',
    );
    await queryRunner.query(
      'CREATE INDEX `IDX_troc_search_region` ON `troc` (`publicationStatus`, `region`, `visIndividual`, `visExternal`, `visGroup`, `organisationGroupId`, `visInternal`, `organisationId`, `perimeterRestricted`, `visPrivate`, `lat`, `lon`, `publishedAt`)',
    );
    await queryRunner.query(
      'CREATE INDEX `IDX_troc_search_departement` ON `troc` (`publicationStatus`, `departement`, `cityCode`, `visIndividual`, `visExternal`, `visGroup`, `organisationGroupId`, `visInternal`, `organisationId`, `perimeterRestricted`, `visPrivate`, `lat`, `lon`, `publishedAt`)',
    );
    await queryRunner.query(
      'CREATE INDEX `IDX_troc_search_geo` ON `troc` (`publicationStatus`, `lat`, `lon`, `visIndividual`, `visExternal`, `visGroup`, `organisationGroupId`, `visInternal`, `organisationId`, `perimeterRestricted`, `visPrivate`, `publishedAt`)',
    );
    await queryRunner.query(
      'CREATE INDEX `IDX_troc_search_date` ON `troc` (`publicationStatus`, `publishedAt`, `id`, `visIndividual`, `visExternal`, `visGroup`, `organisationGroupId`, `visInternal`, `organisationId`, `perimeterRestricted`, `visPrivate`, `lat`, `lon`, `categoryId`, `departement`, `region`)',
    );
    await queryRunner.query('DROP INDEX `IDX_e96688161055379b27f50888d2` ON `troc`');
    await queryRunner.query('DROP INDEX `IDX_5bd013ea7fc281613164164e7d` ON `troc`');
    await queryRunner.query('DROP INDEX `IDX_8ff650b099cd3f7f764b5adaf1` ON `troc`');
    await queryRunner.query('DROP INDEX `IDX_39c230ebd12f47ca064b8dbdd6` ON `troc`');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX `IDX_troc_search_date` ON `troc`');
    await queryRunner.query('DROP INDEX `IDX_troc_search_geo` ON `troc`');
    await queryRunner.query('DROP INDEX `IDX_troc_search_departement` ON `troc`');
    await queryRunner.query('DROP INDEX `IDX_troc_search_region` ON `troc`');
    await queryRunner.query('DROP INDEX `IDX_troc_search_category` ON `troc`');
    await queryRunner.query('DROP INDEX `IDX_troc_keyword` ON `troc`');
    await queryRunner.query(
      'CREATE INDEX `IDX_39c230ebd12f47ca064b8dbdd6` ON `troc` (`publicationStatus`, `publishedAt`)',
    );
    await queryRunner.query(
      'CREATE INDEX `IDX_8ff650b099cd3f7f764b5adaf1` ON `troc` (`publicationStatus`, `lat`, `lon`)',
    );
    await queryRunner.query(
      'CREATE INDEX `IDX_5bd013ea7fc281613164164e7d` ON `troc` (`publicationStatus`, `departement`)',
    );
    await queryRunner.query('CREATE INDEX `IDX_e96688161055379b27f50888d2` ON `troc` (`publicationStatus`, `region`)');
  }
}
