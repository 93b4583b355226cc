import type { FormInstance } from 'antd';
import type { ValidationError } from '../api/errors';

/**
 * Shows a 422 answer on an antd form: each error of a known field under that field; returns the
 * messages for the form as a whole (`_form`, and fields the form does not show) for an Alert.
 */
export function applyValidationError(
  form: FormInstance,
  error: ValidationError,
  knownFields: readonly string[],
): string[] {
  const known = new Set(knownFields);
  const onFields = error.fieldErrors.filter((field) => known.has(field.path));
  const elsewhere = error.fieldErrors.filter((field) => !known.has(field.path)).flatMap((field) => field.errors);
  form.setFields(onFields.map(({ name, errors }) => ({ name, errors })));
  return [...error.formErrors, ...elsewhere];
}
