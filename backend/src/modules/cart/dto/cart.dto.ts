import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsInt, Max, Min } from 'class-validator';
import { fr, LIMITS, t } from '@troc/shared';
import { Checks, Optional, ToNumber } from '../../../core/http/validators.js';

/** Cart bodies: the rules depend on the listing and live in the service and the shared checks. */
export class CartAddDto {
  @ApiPropertyOptional({ description: 'Quantité ; le minimum de l’annonce par défaut' }) @Allow() quantity?: unknown;
}

export class CartLineDto {
  @ApiPropertyOptional() @Allow() quantity?: unknown;
  @ApiPropertyOptional({ description: 'Prix unitaire proposé, en euros (vente négociable)' })
  @Allow()
  negotiatedPrice?: unknown;
}

export class CartSubmitDto {
  @ApiPropertyOptional({ minLength: 10, maxLength: 500 }) @Allow() message?: unknown;
}

/** The lazy preview of a batch thread: lines from `offset` (5 are shown first). */
export class CartListDto {
  @ApiPropertyOptional({ minimum: 0, default: 0 })
  @Checks(
    Optional(),
    ToNumber(),
    IsInt({ message: fr.validation.integer }),
    Min(0, { message: t(fr.validation.min, { min: 0 }) }),
    Max(LIMITS.numbers.quantityMax, { message: t(fr.validation.max, { max: LIMITS.numbers.quantityMax }) }),
  )
  offset: number = 0;
}
