import type { FormInstance } from 'antd';
import { useCallback, useState } from 'react';
import { ApiError, isValidationError } from '../api/errors';
import { applyValidationError } from './validationErrors';

/** Failures a form shows itself: field errors (422) and too many attempts (429). */
export const shownByForm = (error: ApiError): boolean => isValidationError(error) || error.status === 429;

export interface FormSubmit<V, R> {
  /** Sends the values; resolves to the answer, or to undefined when the form shows a failure. */
  submit: (values: V) => Promise<R | undefined>;
  submitting: boolean;
  /** Messages for the whole form (`_form`, fields it does not show, 429), for <FormErrors>. */
  errors: string[];
}

/**
 * The submit cycle of every form: a busy button, 422 errors under their fields, the rest above
 * the form. `send` makes the call with `{ handles: shownByForm }` so the global modals stay shut.
 */
export function useFormSubmit<V, R>(
  form: FormInstance,
  fields: readonly string[],
  send: (values: V) => Promise<R>,
): FormSubmit<V, R> {
  const [submitting, setSubmitting] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);

  const submit = useCallback(
    async (values: V) => {
      setSubmitting(true);
      setErrors([]);
      try {
        return await send(values);
      } catch (error) {
        if (isValidationError(error)) setErrors(applyValidationError(form, error, fields));
        else if (error instanceof ApiError && shownByForm(error)) setErrors([error.message]);
        return undefined;
      } finally {
        setSubmitting(false);
      }
    },
    [form, fields, send],
  );

  return { submit, submitting, errors };
}
