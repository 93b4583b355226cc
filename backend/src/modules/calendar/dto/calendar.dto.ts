import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsString, ValidateIf } from 'class-validator';
import { CalendarPeriodStatus, CalendarPeriodType, fr, ReturnCondition } from '@troc/shared';
import { PageQueryDto } from '../../../core/http/pagination.js';
import { CalendarDate, Checks, NestedForm, OneOf } from '../../../core/http/validators.js';

/** An empty choice ('' from a reset select) means no filter. */
const Chosen = () => ValidateIf((_o, value) => value !== undefined && value !== '');

/** calendar_form[...] of the calendar loader (supporting §7): the window and a status. */
export class CalendarFormDto {
  @ApiPropertyOptional({ format: 'date', description: 'Premier jour affiché' })
  @Checks(Chosen(), IsString({ message: fr.validation.date }), CalendarDate())
  start?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Dernier jour affiché (400 jours au plus)' })
  @Checks(Chosen(), IsString({ message: fr.validation.date }), CalendarDate())
  end?: string;

  @ApiPropertyOptional({ enum: Object.values(CalendarPeriodStatus) })
  @Checks(Chosen(), OneOf(Object.values(CalendarPeriodStatus)))
  status?: CalendarPeriodStatus | '';
}

export class CalendarLoaderDto extends PageQueryDto {
  @ApiPropertyOptional({ type: CalendarFormDto })
  @NestedForm(() => CalendarFormDto, { optional: true })
  calendar_form: CalendarFormDto = new CalendarFormDto();
}

/**
 * calendar_modale_form[...]: its rules depend on the listing and the viewer (manager, window,
 * stock) and live in the shared validator the interface runs too; this class names the fields.
 */
export class CalendarModalFormDto {
  @ApiPropertyOptional({ description: 'AAAA-MM-JJ ou JJ/MM/AAAA' }) @Allow() startDate?: unknown;
  @ApiPropertyOptional({ description: 'AAAA-MM-JJ ou JJ/MM/AAAA' }) @Allow() endDate?: unknown;
  @ApiPropertyOptional({ maxLength: 500 }) @Allow() itemUsage?: unknown;
  @ApiPropertyOptional({ enum: Object.values(CalendarPeriodType), description: 'Responsable seulement' })
  @Allow()
  type?: unknown;
  @ApiPropertyOptional() @Allow() requestedQuantity?: unknown;
  @ApiPropertyOptional({ minLength: 10, maxLength: 500 }) @Allow() message?: unknown;
}

export class CalendarModalDto {
  @ApiPropertyOptional({ type: CalendarModalFormDto })
  @NestedForm(() => CalendarModalFormDto)
  calendar_modale_form: CalendarModalFormDto = new CalendarModalFormDto();
}

export class LoanReturnFormDto {
  @ApiPropertyOptional({ format: 'date' }) @Allow() returnDate?: unknown;
  @ApiPropertyOptional({ enum: Object.values(ReturnCondition) }) @Allow() condition?: unknown;
  @ApiPropertyOptional({ maxLength: 500 }) @Allow() note?: unknown;
}

export class LoanReturnDto {
  @ApiPropertyOptional({ type: LoanReturnFormDto })
  @NestedForm(() => LoanReturnFormDto)
  loan_return_form: LoanReturnFormDto = new LoanReturnFormDto();
}

const LOAN_STATUSES = ['current', 'overdue', 'past'] as const;

export class LoanFilterFormDto {
  @ApiPropertyOptional({ enum: ['borrowed', 'lent'], default: 'borrowed' })
  @Checks(Chosen(), OneOf(['borrowed', 'lent']))
  scope?: 'borrowed' | 'lent' | '';

  @ApiPropertyOptional({ enum: LOAN_STATUSES })
  @Checks(Chosen(), OneOf(LOAN_STATUSES))
  status?: (typeof LOAN_STATUSES)[number] | '';
}

export class LoanListDto extends PageQueryDto {
  @ApiPropertyOptional({ type: LoanFilterFormDto })
  @NestedForm(() => LoanFilterFormDto, { optional: true })
  loan_filter_form: LoanFilterFormDto = new LoanFilterFormDto();
}

export class CalendarHoursFormDto {
  @ApiPropertyOptional({ description: 'HH:MM' }) @Allow() timeStart?: unknown;
  @ApiPropertyOptional({ description: 'HH:MM' }) @Allow() timeEnd?: unknown;
}

export class CalendarHoursDto {
  @ApiPropertyOptional({ type: CalendarHoursFormDto })
  @NestedForm(() => CalendarHoursFormDto)
  calendar_hours_form: CalendarHoursFormDto = new CalendarHoursFormDto();
}
