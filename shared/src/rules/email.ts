// Pragmatic address check shared by both sides: local@domain.tld, no spaces.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/u;

export function isEmail(value: string): boolean {
  return typeof value === 'string' && EMAIL.test(value);
}

export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}
