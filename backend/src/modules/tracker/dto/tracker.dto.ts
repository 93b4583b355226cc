import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { Allow, IsArray, IsIn, IsOptional } from 'class-validator';
import { BeneficiaryType, fr, SwapType, TrackerStatus } from '@troc/shared';
import { PageQueryDto } from '../../../core/http/pagination.js';
import { TrackerPerimeterFieldsDto } from '../../identity/index.js';
import { CalendarDate, NestedForm, Text, toList, Trim } from '../../../core/http/validators.js';

/**
 * The exchange forms' bodies. Their rules depend on the listing (quantity bounds, a sale's
 * beneficiary) and live in the shared validators the interface runs too; these classes only
 * name the accepted fields, anything else is dropped.
 */
export class ReservationDto {
  @ApiPropertyOptional({ minLength: 10, maxLength: 500 }) @Allow() message?: unknown;
  @ApiPropertyOptional() @Allow() quantity?: unknown;
  @ApiPropertyOptional({ enum: Object.values(BeneficiaryType) }) @Allow() beneficiaryType?: unknown;
  @ApiPropertyOptional({ description: 'Prêt : premier jour (AAAA-MM-JJ)' }) @Allow() startDate?: unknown;
  @ApiPropertyOptional({ description: 'Prêt : dernier jour (AAAA-MM-JJ)' }) @Allow() endDate?: unknown;
  @ApiPropertyOptional({ maxLength: 500, description: 'Prêt : usage prévu' }) @Allow() itemUsage?: unknown;
}

export class RegularisationDto {
  @ApiPropertyOptional() @Allow() quantity?: unknown;
  @ApiPropertyOptional({ description: 'Id du membre repreneur' }) @Allow() user?: unknown;
  @ApiPropertyOptional() @Allow() guestEmail?: unknown;
  @ApiPropertyOptional() @Allow() guestOrganismType?: unknown;
  @ApiPropertyOptional() @Allow() guestOrganismName?: unknown;
  @ApiPropertyOptional() @Allow() guestServiceName?: unknown;
  @ApiPropertyOptional() @Allow() message?: unknown;
}

export class TrackerRecordDto {
  @ApiPropertyOptional() @Allow() name?: unknown;
  @ApiPropertyOptional() @Allow() itemState?: unknown;
  @ApiPropertyOptional({ description: 'kg' }) @Allow() itemWeight?: unknown;
  @ApiPropertyOptional({ description: 'Id du service' }) @Allow() service?: unknown;
  @ApiPropertyOptional() @Allow() description?: unknown;
  @ApiPropertyOptional({ description: 'Euros' }) @Allow() itemPurchasePrice?: unknown;
  @ApiPropertyOptional({ enum: Object.values(SwapType) }) @Allow() swapType?: unknown;
  @ApiPropertyOptional() @Allow() requestedQuantity?: unknown;
  @ApiPropertyOptional({ description: 'Id du membre repreneur' }) @Allow() user?: unknown;
  @ApiPropertyOptional() @Allow() guestEmail?: unknown;
  @ApiPropertyOptional() @Allow() guestOrganismType?: unknown;
  @ApiPropertyOptional() @Allow() guestOrganismName?: unknown;
  @ApiPropertyOptional() @Allow() guestServiceName?: unknown;
  @ApiPropertyOptional({ description: 'Euros' }) @Allow() totalPrice?: unknown;
  @ApiPropertyOptional() @Allow() postal?: unknown;
  @ApiPropertyOptional({ description: 'Code INSEE ou nom de la commune' }) @Allow() city?: unknown;
}

export class ThreadMessageDto {
  @ApiPropertyOptional({ minLength: 4, maxLength: 500 }) @Allow() message?: unknown;
}

/** tracker_filter_form[...] (supporting §7). */
export class TrackerFilterFormDto extends TrackerPerimeterFieldsDto {
  @ApiPropertyOptional({ type: [String], enum: Object.values(TrackerStatus) })
  @Transform(toList)
  @IsArray()
  @IsIn(Object.values(TrackerStatus), { each: true, message: fr.validation.choice })
  trackerStatus: TrackerStatus[] = [];

  @ApiPropertyOptional({ type: [String], enum: Object.values(SwapType) })
  @Transform(toList)
  @IsArray()
  @IsIn(Object.values(SwapType), { each: true, message: fr.validation.choice })
  swapType: SwapType[] = [];

  @ApiPropertyOptional({ type: [String], enum: ['given', 'received'] })
  @Transform(toList)
  @IsArray()
  @IsIn(['given', 'received'], { each: true, message: fr.validation.choice })
  transactionDirection: ('given' | 'received')[] = [];

  @ApiPropertyOptional()
  @IsOptional()
  @Text(255)
  keyword?: string;

  // Accepted as the spec sends them; the route decides pending or terminated.
  @ApiPropertyOptional() @Allow() _terminated?: unknown;
  @ApiPropertyOptional() @Allow() _pending?: unknown;
}

export class TrackerListDto extends PageQueryDto {
  @ApiPropertyOptional({ type: TrackerFilterFormDto })
  @NestedForm(() => TrackerFilterFormDto, { optional: true })
  tracker_filter_form: TrackerFilterFormDto = new TrackerFilterFormDto();
}

/** The bilans form (core §5 Bilans); the rules are the shared ones. */
export class BilansDto {
  @ApiPropertyOptional({ enum: ['PerUnit', 'Total'] }) @Allow() accountingUnit?: unknown;
  @ApiPropertyOptional({ description: 'Valeur comptable, euros' }) @Allow() accountingValue?: unknown;
  @ApiPropertyOptional() @Allow() accountingValueUnknown?: unknown;
  @ApiPropertyOptional({ description: 'Frais de transport, euros' }) @Allow() accountingTransportFee?: unknown;
  @ApiPropertyOptional() @Allow() accountingTransportFeeUnknown?: unknown;
  @ApiPropertyOptional({ description: 'Valeur neuve unitaire, euros' }) @Allow() itemPurchasePrice?: unknown;
  @ApiPropertyOptional() @Allow() itemPurchasePriceUnknown?: unknown;
}

/** savings_form[...]: whose savings (given as cédant, received as repreneur) over which period. */
export class SavingsFormDto {
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

export class SavingsDto {
  @ApiPropertyOptional({ type: SavingsFormDto })
  @NestedForm(() => SavingsFormDto, { optional: true })
  savings_form: SavingsFormDto = new SavingsFormDto();
}
