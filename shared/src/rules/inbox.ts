import { LIMITS } from '../limits.js';
import { fr, t } from '../messages/fr.js';
import { Collector, type FieldErrors, readText } from './listing.js';

/** Below this many characters (after trimming) an answer does not count (core §4 Public question). */
export const ANSWER_MIN_EXCLUSIVE = 2;

/** The question and message modals, and the contact form (core §5): message 10..500. */
export function validateListingMessage(values: { message?: unknown }): FieldErrors {
  const c = new Collector();
  c.text('message', values.message, { required: true, min: LIMITS.message.min, max: LIMITS.message.max });
  return c.errors;
}

/** A manager's answer counts only beyond 2 characters; at most the message limit. */
export function validateAnswer(values: { answer?: unknown }): FieldErrors {
  const c = new Collector();
  const text = readText(values.answer);
  if (!text) c.add('answer', fr.validation.required);
  else if ([...text].length <= ANSWER_MIN_EXCLUSIVE) {
    c.add('answer', t(fr.inbox.questions.errors.answerTooShort, { min: ANSWER_MIN_EXCLUSIVE }));
  } else c.text('answer', text, { max: LIMITS.message.max });
  return c.errors;
}

/** A message's excerpt for a list line or a notification: one line, at most `max` characters. */
export function messageExcerpt(content: string, max = 120): string {
  const line = content.replace(/\s+/g, ' ').trim();
  return [...line].length > max ? `${[...line].slice(0, max - 1).join('')}…` : line;
}
