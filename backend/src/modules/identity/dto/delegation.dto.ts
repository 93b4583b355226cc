import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/** The member chosen in a delegation autocomplete (listings and operations). */
export class DelegationDto {
  @ApiPropertyOptional({ description: 'Id du membre' }) @Allow() user?: unknown;
}
