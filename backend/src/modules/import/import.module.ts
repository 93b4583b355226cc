import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OperationModule } from '../operation/index.js';
import { TrackerModule } from '../tracker/index.js';
import { TrocModule } from '../troc/index.js';
import { DataImport } from './entities/data-import.entity.js';
import { ImportLine } from './entities/import-line.entity.js';
import { ImportController } from './import.controller.js';
import { ImportQueries } from './import.queries.js';
import { ImportRunner } from './import-runner.js';
import { ImportService } from './import.service.js';

/** Imports of listings and of past exchanges from CSV or XLSX files, as queued jobs with line-by-line reports (a leaf: nothing depends on it). */
@Module({
  imports: [TypeOrmModule.forFeature([DataImport, ImportLine]), TrocModule, TrackerModule, OperationModule],
  controllers: [ImportController],
  providers: [ImportQueries, ImportRunner, ImportService],
  exports: [ImportService],
})
export class ImportModule {}
