import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/** The shipping modal (core §5): its rules are the shared ones. */
export class ShippingRequestDto {
  @ApiPropertyOptional({ description: 'kg' }) @Allow() weight?: unknown;
  @ApiPropertyOptional({ description: 'km' }) @Allow() distance?: unknown;
  @ApiPropertyOptional({ description: 'Valeur déclarée, euros' }) @Allow() price?: unknown;
}

/** A quote posted into a thread: the carrier chosen among the quotes of the same request. */
export class ShippingPostDto extends ShippingRequestDto {
  @ApiPropertyOptional({ description: 'Identifiant du transporteur' }) @Allow() provider?: unknown;
}

/** A carrier and its whole grid (platform admins). */
export class ShippingProviderDto {
  @ApiPropertyOptional() @Allow() name?: unknown;
  @ApiPropertyOptional() @Allow() slug?: unknown;
  @ApiPropertyOptional() @Allow() enabled?: unknown;
  @ApiPropertyOptional({ description: 'Assurance, pour mille de la valeur déclarée' })
  @Allow()
  insurancePerMille?: unknown;
  @ApiPropertyOptional({ description: '[{ area, unit, maxThreshold (kg ou km), price (euros) }]' })
  @Allow()
  rates?: unknown;
}
