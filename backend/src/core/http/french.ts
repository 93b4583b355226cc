import { fr } from '@troc/shared';

function collect(value: unknown, out: string[]): string[] {
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => collect(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => collect(v, out));
  return out;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The server answers with messages, never with the interface's labels (ui).
const { ui: _labels, ...messages } = fr;
const CATALOGUE = collect(messages, []);
const EXACT = new Set(CATALOGUE);
// A placeholder ({count}) or a plural choice ({count:annonce|annonces}, which may hold placeholders).
const SLOT = /\{\w+(?::(?:[^{}]|\{\w+\})*)?\}/g;
// Templates with {placeholders} match once filled, whatever the values.
const TEMPLATES = CATALOGUE.filter(
  (s) => new RegExp(SLOT.source).test(s) && s.replace(SLOT, '').replace(/\s/g, '').length >= 8,
).map((s) => new RegExp(`^${s.split(SLOT).map(escape).join('[\\s\\S]*?')}$`));

/**
 * True when a message is one of the French catalogue's (placeholders filled or not):
 * anything else that would reach a user (a framework's English text, a driver's error)
 * is replaced by the catalogue's message for its status.
 */
export function isCatalogueMessage(message: string): boolean {
  return EXACT.has(message) || TEMPLATES.some((re) => re.test(message));
}
