#!/usr/bin/env node
/**
 * Generates backend/src/modules/impact/impact-models.data.ts: the platform's library of impact
 * models (supporting §3 Impact model), read from the « Nos Gestes Climat » model of ADEME (npm
 * package @incubateur-ademe/nosgestesclimat, figures of the Base Carbone / Base Empreinte),
 * evaluated with its publicodes engine so that averages and unit conversions are the model's own.
 *
 * What becomes a model (nothing is typed by hand):
 *   - a per-object footprint: a rule in kgCO2e (or gCO2e) whose name starts with « empreinte »
 *     (furniture, appliances, IT equipment, textiles, leisure…), or the fabrication/distribution
 *     figures of the ADEME digital LCA (« acv numerique ») — input unit « unité »;
 *   - a ratio: a rule in kgCO2e per kg, litre, km, kWh or m2 that no question of the
 *     questionnaire changes (waste treatment per kg, drinks per litre, transport per km…);
 *   - never an amortised, reduced or per-household figure, nor a rule whose text (or that of a
 *     rule it depends on) says it may not be reused freely (ecoinvent data): left out, printed.
 * The category tree follows the model's namespaces (« divers . ameublement » → Divers ›
 * Ameublement). Each model keeps the original rule key (sourceUniqueId), label and version.
 *
 * Usage (from the repository root): node backend/scripts/impact/generate-impact-models.mjs
 *   --dry-run  print the counts, write nothing;   --from DIR  read an unpacked newer package.
 * The application loads the file at start-up (ImpactLibrary): models of a new version are added,
 * the platform models of older versions are disabled, choices already made keep their model.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serializeUnit } from 'publicodes';
import * as prettier from 'prettier';
import { loadModel, notFreeRules, PACKAGE, SOURCE_LABEL } from './ngc-model.mjs';

const OUTPUT = fileURLToPath(new URL('../../src/modules/impact/impact-models.data.ts', import.meta.url));

/** Model unit → [input unit of the impact model, factor to kgCO2e]. */
const UNITS = {
  kgCO2e: ['unit', 1],
  gCO2e: ['unit', 0.001],
  'kgCO2e/kg': ['kg', 1],
  'kgCO2e/l': ['litre', 1],
  'kgCO2e/km': ['km', 1],
  'kgCO2e/kWh': ['kWh', 1],
  'kgCO2e/m2': ['m2', 1],
};
const NAMESPACES = ['divers', 'acv numerique', 'alimentation', 'transport', 'logement'];
/** Not a factor of one thing: amortised over years, a household's total, an action's gain. */
const NOT_A_FACTOR =
  /amortie|allongement|préservation|réduire|diminuer|réduite|horaire|par an|annuel|déforestation|facteur meubles|facteur textile|mutualiser|vacances/;
/** Clearer names than the model's namespaces for a reuse marketplace; goods first in the tree. */
const CATEGORY_TITLES = {
  divers: 'Biens et équipements',
  'acv numerique': 'Numérique (ACV ADEME)',
  'acv numerique . acv': 'Appareils : fabrication et distribution',
  'logement . chauffage': 'Énergie du logement',
  'alimentation . déchets': 'Traitement des déchets',
};
const ROOT_ORDER = ['divers', 'acv numerique', 'logement', 'transport', 'alimentation'];
const GENERIC = /^(empreinte( carbone)?|impact|carbone|valeur|facteur|fabrication|distribution)$/;

const slugify = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 150);
const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** Does a question of the questionnaire change this rule (then it is someone's answer, not a factor)? */
function questionDependent(model, key, memo = new Map(), seen = new Set()) {
  if (memo.has(key)) return memo.get(key);
  if (seen.has(key)) return false;
  seen.add(key);
  const rule = model.rules[key];
  let found = Boolean(rule && typeof rule === 'object' && 'question' in rule);
  for (const dep of found ? [] : (model.engine.context.referencesMaps.referencesIn.get(key) ?? [])) {
    if (questionDependent(model, dep, memo, seen)) {
      found = true;
      break;
    }
  }
  memo.set(key, found);
  return found;
}

const titleOf = (rules, key) => {
  const t = rules[key]?.titre;
  return typeof t === 'string' && !/^empreinte/i.test(t) ? t : null;
};

/** « divers . textile . sweat . empreinte » → « Sweat (en coton) »; parents' titles name the path. */
function modelTitle(rules, key) {
  const parts = key.split(' . ');
  const names = [];
  for (let i = 2; i <= parts.length; i++) {
    const segment = parts[i - 1];
    if (i === parts.length && GENERIC.test(segment)) {
      if (/fabrication|distribution/.test(segment)) names.push(segment);
      continue;
    }
    if (i <= 2) continue;
    names.push(titleOf(rules, parts.slice(0, i).join(' . ')) ?? segment);
  }
  return capital(names.join(' — ') || parts.at(-1)).slice(0, 255);
}

function describe(rules, key) {
  const parts = key.split(' . ');
  for (let i = parts.length; i > 0; i--) {
    const rule = rules[parts.slice(0, i).join(' . ')];
    const text = rule?.description ?? rule?.note;
    if (typeof text === 'string' && text.trim()) return text.trim().replace(/\s+/g, ' ').slice(0, 1000);
  }
  return null;
}

async function main() {
  const args = process.argv.slice(2);
  const from = args.includes('--from') ? args[args.indexOf('--from') + 1] : undefined;
  const dryRun = args.includes('--dry-run');
  const model = loadModel(from);
  const memo = new Map();
  const categories = new Map();
  const models = [];
  const seen = new Set();
  let notFree = 0;
  for (const key of Object.keys(model.rules)) {
    const parts = key.split(' . ');
    if (!NAMESPACES.includes(parts[0]) || parts.length < 3 || NOT_A_FACTOR.test(key)) continue;
    let node;
    try {
      node = model.engine.evaluate(key);
    } catch {
      continue;
    }
    const value = node.nodeValue;
    const unit = UNITS[serializeUnit(node.unit) ?? ''];
    if (!unit || typeof value !== 'number' || !Number.isFinite(value) || value <= 0) continue;
    const last = parts.at(-1);
    const perObject = unit[0] === 'unit';
    const isFactor = perObject
      ? /^empreinte/.test(last) || (parts[0] === 'acv numerique' && /fabrication|distribution/.test(last))
      : !questionDependent(model, key, memo);
    if (!isFactor) continue;
    if (notFreeRules(model.engine, model.rules, key).length > 0) {
      notFree++;
      continue;
    }
    const emissionFactor = Number((value * unit[1]).toPrecision(6));
    // « empreinte » and « empreinte carbone » of one object are the same figure under two names.
    const twin = `${parts.slice(0, -1).join(' . ')}|${emissionFactor}|${unit[0]}`;
    if (seen.has(twin)) continue;
    seen.add(twin);
    const parentSlug = slugify(parts[0]);
    const childSlug = slugify(`${parts[0]} ${parts[1]}`);
    categories.set(parentSlug, {
      slug: parentSlug,
      title: CATEGORY_TITLES[parts[0]] ?? capital(titleOf(model.rules, parts[0]) ?? parts[0]),
      parent: null,
      root: parts[0],
    });
    categories.set(childSlug, {
      slug: childSlug,
      title:
        CATEGORY_TITLES[`${parts[0]} . ${parts[1]}`] ??
        capital(titleOf(model.rules, `${parts[0]} . ${parts[1]}`) ?? parts[1]),
      parent: parentSlug,
      root: parts[0],
    });
    models.push({
      sourceUniqueId: key,
      title: modelTitle(model.rules, key),
      description: describe(model.rules, key),
      inputUnit1: unit[0],
      emissionFactor,
      category: childSlug,
    });
  }
  const text = [
    '// Generated by backend/scripts/impact/generate-impact-models.mjs: do not edit, run it again.',
    `// Source: ${PACKAGE} ${model.version} (French model), ${SOURCE_LABEL}.`,
    "import type { LibraryExtract } from './impact-library.js';",
    '',
    `export const IMPACT_LIBRARY: LibraryExtract = ${JSON.stringify({
      source: { label: SOURCE_LABEL, package: PACKAGE, version: model.version },
      categories: [...categories.values()]
        .sort(
          (a, b) =>
            ROOT_ORDER.indexOf(a.root) - ROOT_ORDER.indexOf(b.root) ||
            Number(a.parent !== null) - Number(b.parent !== null) ||
            a.title.localeCompare(b.title, 'fr'),
        )
        .map(({ root: _root, ...category }) => category),
      models,
    })};`,
    '',
  ].join('\n');
  // One line per model: the file is data, read in diffs model by model.
  const options = (await prettier.resolveConfig(OUTPUT)) ?? {};
  if (!dryRun)
    writeFileSync(OUTPUT, await prettier.format(text, { ...options, printWidth: 100_000, filepath: OUTPUT }));
  console.log(
    `${PACKAGE} ${model.version}: ${models.length} modèles, ${categories.size} catégories, ${notFree} règles non libres exclues${dryRun ? ' (--dry-run)' : ` → ${OUTPUT}`}`,
  );
}

await main();
