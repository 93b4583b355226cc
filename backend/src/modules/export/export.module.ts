import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataExport } from './entities/data-export.entity.js';
import { ExportController } from './export.controller.js';
import { ExportQueries } from './export.queries.js';
import { ExportRegistry } from './export.registry.js';
import { ExportService } from './export.service.js';

/**
 * Exports as queued jobs. The modules that own the data register an Exporter in the registry;
 * this module writes, tracks and serves the files, and knows no domain.
 */
@Module({
  imports: [TypeOrmModule.forFeature([DataExport])],
  controllers: [ExportController],
  providers: [ExportQueries, ExportRegistry, ExportService],
  exports: [ExportRegistry],
})
export class ExportModule {}
