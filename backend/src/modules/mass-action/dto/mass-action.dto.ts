import { ApiPropertyOptional } from '@nestjs/swagger';
import { Allow } from 'class-validator';

/**
 * A mass action's body: form (selection as comma-separated ids, or selectAll, and the edit
 * fields) and, for select-all, the loader's troc_filter_form. The service checks both with the
 * shared rule and the list's own filter form.
 */
export class MassActionStartDto {
  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  @Allow()
  form?: unknown;

  @ApiPropertyOptional({ type: 'object', additionalProperties: true })
  @Allow()
  troc_filter_form?: unknown;
}
