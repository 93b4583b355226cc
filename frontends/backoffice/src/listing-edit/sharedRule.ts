import type { FormRule } from 'antd';
import type { FieldErrors } from '@troc/shared';

/**
 * An antd rule that says what the shared validator says about `field`: the interface and the
 * server run the same rules and show the same French messages.
 */
export function sharedRule(field: string, validate: () => FieldErrors): FormRule {
  return {
    validator: () => {
      const errors = validate()[field];
      return errors?.length ? Promise.reject(new Error(errors[0])) : Promise.resolve();
    },
  };
}

/** Sets server errors (422 or a refused publication) on the fields a form shows. */
export function fieldErrors(errors: Record<string, string[]>, fields: readonly string[]) {
  return fields.filter((name) => errors[name]?.length).map((name) => ({ name, errors: errors[name]! }));
}
