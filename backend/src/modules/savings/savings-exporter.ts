import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import type { Actor } from '../../core/auth/actor.js';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { FormError } from '../../core/errors/index.js';
import { ExportRegistry } from '../export/export.registry.js';
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
    this.registry.register({
      kind: 'savings',
      formats: ['pdf', 'xlsx'],
      check: async (filters) => {
        const form = await checkedForm(filters);
        this.dashboard.checkPeriod(form.from ?? null, form.to ?? null);
        return { direction: form.direction, from: form.from ?? null, to: form.to ?? null };
      },
      plan: async (filters, actor: Actor) => {
        const form = await checkedForm(filters);
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

/** The export's filters are the dashboard form's fields: the same checks, the same French messages. */
async function checkedForm(filters: Record<string, unknown>): Promise<DashboardFormDto> {
  const form = plainToInstance(DashboardFormDto, filters);
  const errors = await validate(form);
  if (errors.length > 0) {
    throw new FormError(
      Object.fromEntries(errors.map((e) => [`filters.${e.property}`, Object.values(e.constraints ?? {})])),
    );
  }
  return form;
}
