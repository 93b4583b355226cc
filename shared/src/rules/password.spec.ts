import { checkPassword, isPasswordValid } from './password.js';
import { PASSWORD_RULE } from '../limits.js';

const failing = (value: string) =>
  checkPassword(value)
    .filter((c) => !c.ok)
    .map((c) => c.key);

describe('password rule', () => {
  it('flags every missing item of an empty password', () => {
    expect(failing('')).toEqual(['length', 'digits', 'lowercase', 'uppercase', 'special']);
  });

  it('accepts a password meeting every threshold', () => {
    expect(failing('Reemploi-2026!')).toEqual([]);
    expect(isPasswordValid('Reemploi-2026!')).toBe(true);
  });

  it('flags each item on its own', () => {
    expect(failing('reemploi-2026!')).toEqual(['uppercase']);
    expect(failing('REEMPLOI-2026!')).toEqual(['lowercase']);
    expect(failing('Reemploi-deux!')).toEqual(['digits']);
    expect(failing('Reemploi20266')).toEqual(['special']);
    expect(failing('Re-2026!')).toEqual(['length']);
  });

  it('counts accented letters as letters, not as special characters', () => {
    expect(failing('Écolerépublique1')).toEqual(['special']);
  });

  it('labels items with the thresholds of shared/', () => {
    expect(checkPassword('x')[0]!.label).toContain(String(PASSWORD_RULE.minLength));
  });

  it('refuses absurdly long passwords', () => {
    expect(isPasswordValid(`Aa1!${'x'.repeat(PASSWORD_RULE.maxLength)}`)).toBe(false);
  });
});
