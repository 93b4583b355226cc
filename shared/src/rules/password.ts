import { PASSWORD_RULE } from '../limits.js';
import { fr, t } from '../messages/fr.js';

export type PasswordCheckKey = 'length' | 'digits' | 'lowercase' | 'uppercase' | 'special';

export interface PasswordCheck {
  key: PasswordCheckKey;
  label: string;
  ok: boolean;
}

const count = (value: string, pattern: RegExp): number => (value.match(pattern) ?? []).length;

/** Each item of the password rule, with whether the value satisfies it (shown live as a list). */
export function checkPassword(value: string, rule = PASSWORD_RULE): PasswordCheck[] {
  const v = value ?? '';
  const labels = fr.password.rule;
  return [
    { key: 'length', label: t(labels.length, { n: rule.minLength }), ok: [...v].length >= rule.minLength },
    { key: 'digits', label: t(labels.digits, { n: rule.minDigits }), ok: count(v, /\p{Nd}/gu) >= rule.minDigits },
    {
      key: 'lowercase',
      label: t(labels.lowercase, { n: rule.minLowercase }),
      ok: count(v, /\p{Ll}/gu) >= rule.minLowercase,
    },
    {
      key: 'uppercase',
      label: t(labels.uppercase, { n: rule.minUppercase }),
      ok: count(v, /\p{Lu}/gu) >= rule.minUppercase,
    },
    {
      key: 'special',
      label: t(labels.special, { n: rule.minSpecial }),
      // Anything that is neither a letter, a digit nor white space counts as special.
      ok: count(v, /[^\p{L}\p{Nd}\s]/gu) >= rule.minSpecial,
    },
  ];
}

export function isPasswordValid(value: string): boolean {
  return (value ?? '').length <= PASSWORD_RULE.maxLength && checkPassword(value).every((c) => c.ok);
}
