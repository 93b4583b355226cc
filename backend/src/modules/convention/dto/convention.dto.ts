import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/** The convention form (core §3): its rules are checked by the service. */
export class ConventionFormDto {
  @ApiPropertyOptional() @Allow() regularizedConvention?: unknown;
  @ApiPropertyOptional({ description: '{ city, postal }' }) @Allow() cerfaUserCompanyAddress?: unknown;
}

export class ConventionRejectDto {
  @ApiPropertyOptional({ minLength: 10, maxLength: 500 }) @Allow() message?: unknown;
}
