import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, Max, Min } from 'class-validator';
import { fr, LIMITS, type ListResponse, t } from '@troc/shared';
import { Checks, Optional, ToNumber } from './validators.js';

/** page and size of every list endpoint; absent means the default, null is refused like any non-number. */
export class PageQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: LIMITS.page.maxPage, default: 1 })
  @Checks(
    Optional(),
    ToNumber(),
    IsInt({ message: fr.validation.integer }),
    Min(1, { message: t(fr.validation.min, { min: 1 }) }),
    Max(LIMITS.page.maxPage, { message: t(fr.validation.max, { max: LIMITS.page.maxPage }) }),
  )
  page: number = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: LIMITS.page.maxSize, default: LIMITS.page.defaultSize })
  @Checks(
    Optional(),
    ToNumber(),
    IsInt({ message: fr.validation.integer }),
    Min(1, { message: t(fr.validation.min, { min: 1 }) }),
    Max(LIMITS.page.maxSize, { message: t(fr.validation.max, { max: LIMITS.page.maxSize }) }),
  )
  size: number = LIMITS.page.defaultSize;
}

/** { data, total, total_results, url }: total counts every item of the list, total_results those matching the filters. */
export function listResponse<T>(
  data: T[],
  counts: { total: number; totalResults?: number },
  url: string,
): ListResponse<T> {
  return { data, total: counts.total, total_results: counts.totalResults ?? counts.total, url };
}
