import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Actor } from '../../core/auth/actor.js';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { ExportRegistry } from '../export/index.js';
import { DashboardFormDto } from './dto/savings.dto.js';
import { SavingsDashboardService } from './savings-dashboard.service.js';
import { savingsPlan } from './savings-report.js';

/** The dashboard's report, downloadable as PDF and XLSX through the export jobs. */
@Injectable()
export class SavingsExporter implements OnModuleInit {
  constructor(
    private readonly registry: ExportRegistry,
    private readonly dashboard: SavingsDashboardService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.registry.registerForm({
      kind: 'savings',
      formats: ['pdf', 'xlsx'],
      form: DashboardFormDto,
      check: async (form) => {
        this.dashboard.checkPeriod(form.from ?? null, form.to ?? null);
        return { direction: form.direction, from: form.from ?? null, to: form.to ?? null };
      },
      plan: async (form, actor: Actor) => {
        const report = await this.dashboard.dashboard(actor, {
          direction: form.direction,
          from: form.from ?? null,
          to: form.to ?? null,
        });
        return savingsPlan(report, this.config.publicUrl);
      },
    });
  }
}
