/**
 * The « Nos Gestes Climat » model of ADEME as both generators read it: the French rules, the
 * publicodes engine evaluating them, and which rules may not be reused freely.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import Engine from 'publicodes';

export const PACKAGE = '@incubateur-ademe/nosgestesclimat';
export const SOURCE_LABEL = 'ADEME — Nos Gestes Climat (Base Carbone / Base Empreinte)';

/** Words by which the model marks a figure that may not be reused freely. */
export const NOT_FREE = /ne peut pas être réutilisée librement|conditions d[’']utilisation spécifiques|non[ -]libre/i;

/** Rules whose data may not be reused freely, among the rule and everything it depends on. */
export function notFreeRules(engine, rules, key) {
  const found = new Set();
  const seen = new Set();
  const stack = [key];
  while (stack.length > 0) {
    const name = stack.pop();
    if (seen.has(name)) continue;
    seen.add(name);
    // The rule and its namespaces (a namespace's text may speak for its rules).
    const parts = name.split(' . ');
    for (let i = parts.length; i > 0; i--) {
      const owner = parts.slice(0, i).join(' . ');
      if (NOT_FREE.test(JSON.stringify(rules[owner] ?? ''))) found.add(owner);
    }
    for (const dep of engine.context.referencesMaps.referencesIn.get(name) ?? []) stack.push(dep);
  }
  return [...found];
}

/** The installed package, or the unpacked one given by `--from DIR` (to try a version first). */
export function loadModel(from) {
  const manifestPath = from
    ? join(from, 'package.json')
    : createRequire(import.meta.url).resolve(`${PACKAGE}/package.json`);
  const { version } = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const rules = JSON.parse(readFileSync(join(dirname(manifestPath), 'public', 'co2-model.FR-lang.fr.json'), 'utf8'));
  const quiet = { log() {}, warn() {}, error: (message) => console.error(message) };
  // A figure is read whatever the questionnaire says: without this flag, the bicycle's
  // footprint is « non applicable » until someone answers that they own a bicycle.
  const flag = { automaticNamespaceDisabling: false };
  return { version, rules, engine: new Engine(rules, { logger: quiet, flag }) };
}
