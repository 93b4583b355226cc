import { LIMITS } from '../limits.js';
import { checkAudience, checkVisibility, Collector, type FieldErrors } from './listing.js';

export interface OperationManageValues {
  name?: unknown;
  description?: unknown;
  manager?: unknown;
  service?: unknown;
  visibility?: unknown;
  invitations?: unknown;
  perimeter?: unknown;
  availabilityStartDate?: unknown;
  availabilityEndDate?: unknown;
}

/** The operation manage form (core §5 Operation): name 2..255, description 2..500, the listing's audience rules. */
export function validateOperationManage(values: OperationManageValues): FieldErrors {
  const c = new Collector();
  c.text('name', values.name, { required: true, min: LIMITS.operation.nameMin, max: LIMITS.operation.nameMax });
  c.text('description', values.description, {
    required: true,
    min: LIMITS.operation.descriptionMin,
    max: LIMITS.operation.descriptionMax,
  });
  checkAudience(c, values, checkVisibility(c, values));
  return c.errors;
}
