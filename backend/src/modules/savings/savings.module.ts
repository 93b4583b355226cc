import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CategoryModule } from '../category/index.js';
import { ExportModule } from '../export/index.js';
import { IdentityModule } from '../identity/index.js';
import { OperationModule } from '../operation/index.js';
import { TrackerModule } from '../tracker/index.js';
import { SavingsRollup } from './entities/savings-rollup.entity.js';
import { SavingsDashboardService } from './savings-dashboard.service.js';
import { SavingsExporter } from './savings-exporter.js';
import { SavingsController } from './savings.controller.js';
import { SavingsRollupService } from './savings-rollup.service.js';
import { SavingsQueries } from './savings.queries.js';

/**
 * The savings dashboard of the carbon tools and its report. It reads the monthly rollup of the
 * exchanges' stored savings (kept by the database, see savings-rollup.sql.ts), the days of a
 * partial month through the tracker module, and names the groups through identity, category
 * and operation.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([SavingsRollup]),
    TrackerModule,
    IdentityModule,
    CategoryModule,
    OperationModule,
    ExportModule,
  ],
  controllers: [SavingsController],
  providers: [SavingsDashboardService, SavingsExporter, SavingsQueries, SavingsRollupService],
  exports: [SavingsRollupService],
})
export class SavingsModule {}
