import { ApiPropertyOptional } from '@nestjs/swagger';
import { NestedForm } from '../../../core/http/validators.js';
import { SavingsFormDto } from '../../tracker/index.js';

/** dashboard_form[...]: the same fields and rules as the exchange's savings_form (direction, from, to). */
export class DashboardFormDto extends SavingsFormDto {}

export class DashboardDto {
  @ApiPropertyOptional({ type: DashboardFormDto })
  @NestedForm(() => DashboardFormDto, { optional: true })
  dashboard_form: DashboardFormDto = new DashboardFormDto();
}
