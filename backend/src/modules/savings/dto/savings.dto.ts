import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { fr } from '@troc/shared';
import { CalendarDate, NestedForm, Trim } from '../../../core/http/validators.js';

/** dashboard_form[...]: whose savings (given as cédant, received as repreneur) over which period. */
export class DashboardFormDto {
  @ApiPropertyOptional({ enum: ['given', 'received'], default: 'given' })
  @IsOptional()
  @IsIn(['given', 'received'], { message: fr.validation.choice })
  direction: 'given' | 'received' = 'given';

  @ApiPropertyOptional({ format: 'date' })
  @IsOptional()
  @Trim()
  @CalendarDate()
  from?: string;

  @ApiPropertyOptional({ format: 'date' })
  @IsOptional()
  @Trim()
  @CalendarDate()
  to?: string;
}

export class DashboardDto {
  @ApiPropertyOptional({ type: DashboardFormDto })
  @NestedForm(() => DashboardFormDto, { optional: true })
  dashboard_form: DashboardFormDto = new DashboardFormDto();
}
