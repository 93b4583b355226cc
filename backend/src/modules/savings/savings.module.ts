import { Module } from '@nestjs/common';
import { CategoryModule } from '../category/index.js';
import { ExportModule } from '../export/index.js';
import { IdentityModule } from '../identity/index.js';
import { OperationModule } from '../operation/index.js';
import { TrackerModule } from '../tracker/index.js';
import { SavingsDashboardService } from './savings-dashboard.service.js';
import { SavingsExporter } from './savings-exporter.js';
import { SavingsController } from './savings.controller.js';

/**
 * The savings dashboard of the carbon tools and its report. It reads the exchanges' stored savings
 * through the tracker module and names the groups through identity, category and operation.
 */
@Module({
  imports: [TrackerModule, IdentityModule, CategoryModule, OperationModule, ExportModule],
  controllers: [SavingsController],
  providers: [SavingsDashboardService, SavingsExporter],
})
export class SavingsModule {}
