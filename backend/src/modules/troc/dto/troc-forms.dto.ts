import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';
import { fr, LIMITS, RequestType } from '@troc/shared';
import { OneOf, Optional, RequiredText } from '../../../core/http/validators.js';

/**
 * The edit forms' bodies. Their rules depend on one another (a Demand needs no picture, a
 * sale needs a price…), so they live in the shared validators that the interface runs too;
 * these classes only name the accepted fields, anything else is dropped.
 */
export class TrocDetailsDto {
  @ApiPropertyOptional({ enum: Object.values(RequestType) }) @Allow() requestType?: unknown;
  @ApiPropertyOptional({ description: 'Id de catégorie' }) @Allow() category?: unknown;
  @ApiPropertyOptional() @Allow() name?: unknown;
  @ApiPropertyOptional() @Allow() description?: unknown;
  @ApiPropertyOptional() @Allow() itemTotalQuantity?: unknown;
  @ApiPropertyOptional() @Allow() itemMinQuantity?: unknown;
  @ApiPropertyOptional() @Allow() itemMaxQuantity?: unknown;
  @ApiPropertyOptional() @Allow() itemRequestQuantity?: unknown;
  @ApiPropertyOptional() @Allow() itemNewQuantity?: unknown;
  @ApiPropertyOptional() @Allow() unit?: unknown;
  @ApiPropertyOptional() @Allow() itemState?: unknown;
  @ApiPropertyOptional({ description: 'kg' }) @Allow() itemWeight?: unknown;
  @ApiPropertyOptional({ description: 'm³' }) @Allow() itemVolume?: unknown;
  @ApiPropertyOptional({ description: 'cm' }) @Allow() itemHeight?: unknown;
  @ApiPropertyOptional({ description: 'cm' }) @Allow() itemWidth?: unknown;
  @ApiPropertyOptional({ description: 'cm' }) @Allow() itemLength?: unknown;
  @ApiPropertyOptional() @Allow() taxonomy?: unknown;
  @ApiPropertyOptional() @Allow() brand?: unknown;
  @ApiPropertyOptional({ format: 'date' }) @Allow() expiryDate?: unknown;
  @ApiPropertyOptional() @Allow() associatedConsumables?: unknown;
  @ApiPropertyOptional() @Allow() possibleUses?: unknown;
  @ApiPropertyOptional() @Allow() mandatorySkills?: unknown;
  @ApiPropertyOptional() @Allow() tama?: unknown;
}

export class TrocManageDto {
  @ApiPropertyOptional() @Allow() swapType?: unknown;
  @ApiPropertyOptional() @Allow() itemPriceType?: unknown;
  @ApiPropertyOptional({ description: 'Euros' }) @Allow() rawItemCurrentPrice?: unknown;
  @ApiPropertyOptional({ description: 'Euros' }) @Allow() rawItemPurchasePrice?: unknown;
  @ApiPropertyOptional({ description: 'Id du responsable' }) @Allow() manager?: unknown;
  @ApiPropertyOptional({ description: 'Id du service' }) @Allow() service?: unknown;
  @ApiPropertyOptional({ type: [String] }) @Allow() visibility?: unknown;
  @ApiPropertyOptional({ type: [String], description: 'Adresses e-mail invitées (visibilité privée)' })
  @Allow()
  invitations?: unknown;
  @ApiPropertyOptional({ type: [Number], description: 'Services du périmètre (visibilité interne)' })
  @Allow()
  perimeter?: unknown;
  @ApiPropertyOptional({ format: 'date' }) @Allow() availabilityStartDate?: unknown;
  @ApiPropertyOptional({ format: 'date' }) @Allow() availabilityEndDate?: unknown;
}

export class CreateTrocDto {
  @ApiPropertyOptional({ enum: Object.values(RequestType), default: RequestType.Offer })
  @Optional()
  @OneOf(Object.values(RequestType), fr.listing.errors.chooseRequestType)
  requestType: RequestType = RequestType.Offer;
}

export class ModerationMessageDto {
  @ApiPropertyOptional({
    minLength: LIMITS.listing.moderationMessageMin,
    maxLength: LIMITS.listing.moderationMessageMax,
  })
  // Required first: class-validator would otherwise run the length check on a missing reason.
  @RequiredText(LIMITS.listing.moderationMessageMin, LIMITS.listing.moderationMessageMax)
  message: string;
}
