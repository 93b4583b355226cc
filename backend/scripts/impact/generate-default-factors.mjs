#!/usr/bin/env node
/**
 * Generates backend/src/shared/default-factors.data.ts: for every category of the tree
 * (backend/src/modules/category/category-tree.data.ts), the DEFAULT emission factor used to count
 * the CO2 avoided when a good is reused instead of bought new, or null where no figure of the
 * model is defensible for that category.
 *
 * Source: the « Nos Gestes Climat » model of ADEME, npm package @incubateur-ademe/nosgestesclimat
 * (MIT; its figures come from the ADEME Base Carbone and Base Empreinte, a few from studies the
 * model cites in the rule's note), read from node_modules: the French model
 * public/co2-model.FR-lang.fr.json, evaluated with its publicodes engine (peer dependency of
 * the package), so that averages and unit conversions are the model's own. Nothing is typed by
 * hand: the mapping below names a rule, the number comes from the package.
 *
 * Each factor is a manufacturing (and distribution) footprint of a NEW object, as the model uses
 * it before spreading it over the object's lifetime; we take the non-amortised « empreinte ».
 *   unit 'item': kgCO2e for one object;  unit 'kg': kgCO2e per kg of object (needs the weight).
 *
 * Rules of the mapping (MAPPING below):
 *   - an entry `use(key, unit, label)`: that rule of the model, which must evaluate to a positive
 *     number in kgCO2e ('item') or kgCO2e/kg ('kg'), otherwise the script stops;
 *   - an entry `none(reason)`: no default (null), the reason is printed;
 *   - no entry (children only): the child inherits its parent's result.
 * A rule whose text, or the text of any rule it depends on, says the figure may not be reused
 * freely (« ne peut pas être réutilisée librement », « conditions d'utilisation spécifiques »,
 * « non libre »: later versions of the model mark ecoinvent data that way) is left out: null.
 *
 * Usage (from the repository root): node backend/scripts/impact/generate-default-factors.mjs
 *   --dry-run    print the table, write nothing;
 *   --from DIR   read the package from DIR (e.g. a newer version unpacked from `npm pack`).
 * With a newer package: `npm install @incubateur-ademe/nosgestesclimat@latest -w backend`, run
 * the script, read the printed table and the diff of the data file; a rule renamed or whose unit
 * changed stops the script with its name, so the mapping is revisited, never silently skipped.
 * Versions 3.6 and later ask for Node 22: under Node 20, npm installs 3.4.0 (checked with 4.10.2
 * through --from: same rules, slightly different figures, the vehicles' data marked not free).
 */
import { Buffer } from 'node:buffer';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { serializeUnit } from 'publicodes';
import { loadModel, notFreeRules, PACKAGE, SOURCE_LABEL } from './ngc-model.mjs';
import * as prettier from 'prettier';
import ts from 'typescript';

const TREE = fileURLToPath(new URL('../../src/modules/category/category-tree.data.ts', import.meta.url));
const OUTPUT = fileURLToPath(new URL('../../src/shared/default-factors.data.ts', import.meta.url));

const use = (key, unit, label) => ({ key, unit, label });
const none = (reason) => ({ none: reason });

const FURNITURE_PER_KG = 'divers . ameublement . meubles . empreinte meuble par kg';

/**
 * Category id → rule of the model. Top categories are all listed; a child without an entry
 * inherits its parent's. Comments say why the rule fits (or why none does).
 */
const MAPPING = {
  // Mobilier. Base Carbone « Mobilier - fabrication », per kg: the model's own fallback for any
  // piece of furniture (it builds its « petit meuble » and « grand meuble » from it). Used for the
  // children that mix very different objects (103, 104, 105): the weight tells them apart.
  1: use(FURNITURE_PER_KG, 'kg', 'Meuble (Base Carbone « Mobilier - fabrication »), par kg'),
  // The model's « Table, bureau »: Base Carbone « Table - représentative ».
  101: use('divers . ameublement . meubles . table . empreinte', 'item', 'Table ou bureau'),
  // « Chaise, tabouret »: mean of the Base Carbone wooden, upholstered and plastic chairs. An
  // office armchair weighs more: this stays on the low side.
  102: use(
    'divers . ameublement . meubles . chaise . empreinte',
    'item',
    'Chaise ou siège (moyenne bois, textile, plastique)',
  ),
  // 103 Rangements et armoires: inherits per kg. The model's « armoire » (Base Carbone « Armoire -
  // représentative », 907 kgCO2e) is a large wardrobe: applied to a shelf or a filing cabinet it
  // would overstate the saving by an order of magnitude.
  // 104 Tables et chaises, 105 Mobilier de réunion et d'accueil: a mix, inherit per kg.
  // Literie: the model's « Lit (sommier, cadre) », mean of Base Carbone slatted base, box spring
  // and bed frame. A mattress (« matelas », about 260 kgCO2e) is higher: this stays on the low side.
  106: use('divers . ameublement . meubles . lit . empreinte', 'item', 'Lit (sommier ou cadre de lit)'),

  // Informatique et téléphonie: nothing fits a whole family that runs from a cable to a server.
  2: none('de l’accessoire au serveur, aucun chiffre du modèle ne vaut pour toute la famille'),
  // Devices: fabrication + distribution from the model's « acv numerique » (ADEME / NegaOctet data
  // of the Base Empreinte), converted from gCO2e by the model's rule.
  201: use('divers . numérique . appareils . ordinateur portable . empreinte carbone', 'item', 'Ordinateur portable'),
  // The tower alone (« tour »): the model's « ordinateur fixe » adds a screen, which has its own category.
  202: use(
    'divers . numérique . appareils . tour . empreinte carbone',
    'item',
    'Ordinateur fixe (unité centrale, sans écran)',
  ),
  203: use('divers . numérique . appareils . écran . empreinte carbone', 'item', 'Écran d’ordinateur'),
  // A home printer; office printers and scanners are heavier: on the low side.
  204: use('divers . numérique . appareils . imprimante . empreinte carbone', 'item', 'Imprimante'),
  205: use('divers . numérique . appareils . téléphone . empreinte carbone', 'item', 'Smartphone'),
  206: none('le modèle n’a ni équipement réseau ni serveur'),
  207: none('le modèle n’a pas d’accessoire informatique (clavier, souris, câble…)'),

  // Matériel médical: no medical device in the model. Beds, stretchers, medical furniture and
  // walking aids are mostly metal frames: furniture per kg is the closest proxy and a low one
  // (steel alone is about 2 kgCO2e/kg). Electronic devices are another matter: no default.
  3: none('aucun appareil médical dans le modèle ; seuls ceux proches du mobilier ont un équivalent'),
  301: use(FURNITURE_PER_KG, 'kg', 'Lit ou brancard, au poids du mobilier (Base Carbone « Mobilier - fabrication »)'),
  302: use(
    FURNITURE_PER_KG,
    'kg',
    'Aide à la mobilité, au poids du mobilier (Base Carbone « Mobilier - fabrication »)',
  ),
  303: none('appareils électroniques médicaux : aucun équivalent dans le modèle'),
  304: use(FURNITURE_PER_KG, 'kg', 'Mobilier médical, au poids (Base Carbone « Mobilier - fabrication »)'),
  305: none('matériel de rééducation très divers (mobilier, appareils) : aucun équivalent'),

  // Pharmacie: medicines and sterile devices are not in the model.
  4: none('ni médicament ni dispositif médical dans le modèle'),
  401: none('aucun médicament dans le modèle'),
  402: none('aucun dispositif médical stérile dans le modèle'),
  // « produits hygiène »: mean of shower gel and shampoo (Base Empreinte), per kg of product.
  403: use(
    'divers . produits consommables . produits hygiène',
    'kg',
    'Produit d’hygiène (gel douche, shampoing), par kg',
  ),

  // Textile: the t-shirt (mean of cotton and polyester t-shirts, Base Empreinte) is the lightest
  // garment of the model: a floor for any textile item, including linen (502 inherits it).
  5: use(
    'divers . textile . t-shirt . empreinte carbone',
    'item',
    'Article textile, au plus bas (t-shirt coton ou polyester)',
  ),
  // Work clothes: tunics and overalls are closest to the shirt (mean of cotton and viscose shirts).
  501: use('divers . textile . chemise . empreinte carbone', 'item', 'Vêtement de travail (chemise coton ou viscose)'),
  // Masks, gloves, gowns weigh a few grams: a garment's figure would overstate them.
  503: none('masques, gants, surblouses : aucun équivalent, un vêtement les surestimerait'),

  6: none('ni papier ni fourniture de bureau dans le modèle (le papier n’y figure qu’en déchet)'),

  // Électroménager: Base Carbone household appliances, one per child.
  7: none('de la bouilloire au congélateur, aucun chiffre ne vaut pour toute la famille'),
  // Combined fridge-freezer (215 + 79 l); a freezer alone is higher (415): on the low side.
  701: use('divers . électroménager . appareils . réfrigérateur . empreinte', 'item', 'Réfrigérateur combiné'),
  // A domestic oven, the archetype of cooking appliances (hobs and microwaves are lower,
  // collective-kitchen ovens higher).
  702: use('divers . électroménager . appareils . four . empreinte', 'item', 'Four'),
  703: use('divers . électroménager . appareils . lave-linge . empreinte', 'item', 'Lave-linge'),
  // The coffee maker sits in the middle of the model's small appliances (kettle 9.9, robot 41.3,
  // vacuum cleaner 52.4 kgCO2e).
  704: use('divers . électroménager . appareils . cafetière . empreinte', 'item', 'Petit électroménager (cafetière)'),

  8: none('ni matériau (bois, métal, revêtement) ni outillage à l’unité dans le modèle'),

  9: none('jouets, sport et livres ne sont dans le modèle qu’en dépenses par habitant'),
  // School desks and chairs: furniture per kg.
  901: use(FURNITURE_PER_KG, 'kg', 'Mobilier scolaire, au poids (Base Carbone « Mobilier - fabrication »)'),

  // Véhicules. The vehicle construction factor per kg is ecoinvent data that later versions of
  // the model mark as not freely reusable: left out, whatever the installed version says.
  10: none('la fabrication des véhicules vient d’ecoinvent, données non librement réutilisables'),
  // A conventional bicycle: the model's value (the Base Empreinte has none: it takes the footprint
  // the maker Trek published for its most popular bike). Below the e-bike's (262) and above the
  // e-scooter's (91.9), both Base Empreinte.
  1001: use(
    'transport . mobilité douce . vélo . construction',
    'item',
    'Vélo classique (valeur retenue par Nos Gestes Climat)',
  ),

  11: none('stands, signalétique et matériel audiovisuel n’ont rien en commun'),
  // A Bluetooth speaker: the smallest audio-video device of the model, a floor for sound and
  // video equipment.
  1103: use(
    'divers . numérique . appareils . enceinte bluetooth . empreinte carbone',
    'item',
    'Matériel audio ou vidéo, au plus bas (enceinte Bluetooth)',
  ),
};

async function loadTree() {
  const source = readFileSync(TREE, 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 },
  });
  const { CATEGORY_TREE } = await import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
  return CATEGORY_TREE;
}

/** The value of one mapping entry, or a reason for null. Throws where the mapping is wrong. */
function evaluate(model, entry, id) {
  if ('none' in entry) return { factor: null, reason: entry.none };
  const { key, unit, label } = entry;
  if (!(key in model.rules)) throw new Error(`${id}: la règle « ${key} » n'existe plus dans ${PACKAGE}`);
  const notFree = notFreeRules(model.engine, model.rules, key);
  if (notFree.length > 0) {
    return { factor: null, reason: `« ${key} » exclue : donnée non librement réutilisable (${notFree.join(', ')})` };
  }
  const node = model.engine.evaluate(key);
  const value = node.nodeValue;
  const found = serializeUnit(node.unit);
  const expected = unit === 'item' ? 'kgCO2e' : 'kgCO2e/kg';
  if (found !== expected) throw new Error(`${id}: « ${key} » est en ${found}, ${expected} attendu`);
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) {
    throw new Error(`${id}: « ${key} » vaut ${JSON.stringify(value)}`);
  }
  return { factor: { key, label, unit, kgCo2ePerUnit: Number(value.toFixed(4)) } };
}

function render(version, rows) {
  const lines = [
    '// Generated by backend/scripts/impact/generate-default-factors.mjs: do not edit, run it again.',
    `// Source: ${PACKAGE} ${version} (French model), ${SOURCE_LABEL}.`,
    "import type { DefaultFactor } from './default-factors.js';",
    '',
    `export const DEFAULT_FACTORS_SOURCE: DefaultFactor['source'] = ${JSON.stringify({ label: SOURCE_LABEL, package: PACKAGE, version })};`,
    '',
    '/** Category id → its default factor, or null where none is defensible. */',
    'export const DEFAULT_FACTORS: Readonly<Record<number, DefaultFactor | null>> = {',
  ];
  for (const row of rows) {
    const how = row.inheritedFrom ? `, hérité de ${row.inheritedFrom}` : '';
    const why = row.factor || row.inheritedFrom ? '' : ` — ${row.reason}`;
    lines.push(`  // ${row.id} ${row.name}${how}${why}`);
    if (row.factor) {
      const { key, label, unit, kgCo2ePerUnit } = row.factor;
      const body = JSON.stringify({ key, label, unit, kgCo2ePerUnit }).slice(0, -1);
      lines.push(`  ${row.id}: ${body}, source: DEFAULT_FACTORS_SOURCE },`);
    } else {
      lines.push(`  ${row.id}: null,`);
    }
  }
  lines.push('};', '');
  return lines.join('\n');
}

async function main() {
  const args = process.argv.slice(2);
  const from = args.includes('--from') ? args[args.indexOf('--from') + 1] : undefined;
  const dryRun = args.includes('--dry-run');
  const tree = await loadTree();
  const model = loadModel(from);
  const ids = new Set(tree.flatMap((top) => [top.id, ...(top.children ?? []).map((c) => c.id)]));
  for (const id of Object.keys(MAPPING)) {
    if (!ids.has(Number(id))) throw new Error(`La catégorie ${id} du tableau de correspondance n'existe pas`);
  }
  const rows = [];
  for (const top of tree) {
    if (!(top.id in MAPPING)) throw new Error(`La catégorie racine ${top.id} (${top.name}) n'a pas de correspondance`);
    const own = evaluate(model, MAPPING[top.id], top.id);
    rows.push({ id: top.id, name: top.name, ...own });
    for (const child of top.children ?? []) {
      if (child.id in MAPPING)
        rows.push({ id: child.id, name: child.name, ...evaluate(model, MAPPING[child.id], child.id) });
      else rows.push({ id: child.id, name: child.name, ...own, inheritedFrom: top.id });
    }
  }
  const text = render(model.version, rows);
  const options = (await prettier.resolveConfig(OUTPUT)) ?? {};
  if (!dryRun) writeFileSync(OUTPUT, await prettier.format(text, { ...options, filepath: OUTPUT }));

  console.log(`${PACKAGE} ${model.version}${dryRun ? ' (--dry-run, rien d’écrit)' : ` → ${OUTPUT}`}`);
  for (const row of rows) {
    const name = `${row.id} ${row.name}`.padEnd(52);
    if (!row.factor) console.log(`${name} —  ${row.reason}`);
    else {
      const { key, unit, kgCo2ePerUnit } = row.factor;
      const per = unit === 'item' ? 'kgCO2e/objet' : 'kgCO2e/kg';
      const how = 'inheritedFrom' in row && row.inheritedFrom ? ` (hérité de ${row.inheritedFrom})` : '';
      console.log(`${name} ${String(kgCo2ePerUnit).padStart(9)} ${per.padEnd(13)} ${key}${how}`);
    }
  }
}

await main();
