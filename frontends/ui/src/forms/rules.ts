import type { FormRule } from 'antd';
import { fr, isEmail, isPasswordValid, t } from '@troc/shared';

/** antd rules carrying the shared limits and French messages, so both sides say the same. */
export const rules = {
  required: (message: string = fr.validation.required): FormRule => ({ required: true, whitespace: true, message }),

  length: (min: number, max: number): FormRule[] => [
    { min, message: t(fr.validation.minLength, { min }) },
    { max, message: t(fr.validation.maxLength, { max }) },
  ],

  maxLength: (max: number): FormRule => ({ max, message: t(fr.validation.maxLength, { max }) }),

  email: (): FormRule => ({
    validator: (_, value?: string) =>
      !value || isEmail(value.trim()) ? Promise.resolve() : Promise.reject(new Error(fr.validation.email)),
  }),

  password: (): FormRule => ({
    validator: (_, value?: string) =>
      !value || isPasswordValid(value) ? Promise.resolve() : Promise.reject(new Error(fr.validation.passwordRule)),
  }),

  /** The value must equal the field `other` (password confirmation). */
  sameAs:
    (other: (string | number)[], message: string = fr.validation.passwordMismatch): FormRule =>
    ({ getFieldValue }) => ({
      validator: (_, value?: string) =>
        !value || value === getFieldValue(other) ? Promise.resolve() : Promise.reject(new Error(message)),
    }),
};
