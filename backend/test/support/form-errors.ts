import { FormError } from '../../src/core/errors/index.js';

/** The field errors of the FormError `promise` must reject with (the test fails on anything else). */
export async function formErrorsOf(promise: Promise<unknown>): Promise<Record<string, string[]>> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FormError);
  return (error as FormError).errors;
}
