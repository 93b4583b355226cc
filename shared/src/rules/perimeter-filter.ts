import type { PerimeterFilterForm, ServiceChoice } from '../api/perimeter.js';
import { Role } from '../enums/identity.js';

/** The dropdown's label is cut here (supporting §9). */
export const SERVICES_LABEL_MAX = 20;

/** At most this many codes in one field: a whole tree of a large organisation, not a flood. */
export const PERIMETER_CODES_MAX = 500;

/** The codes of a comma-separated field, trimmed, without blanks or repeats. */
export function readCodes(field: string | undefined | null): string[] {
  return [
    ...new Set(
      (field ?? '')
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean),
    ),
  ];
}

/** The three fields as a list sends them; an empty choice sends nothing. */
export function perimeterForm(choice: {
  all: string[];
  selected: string[];
  unselected: string[];
}): PerimeterFilterForm {
  const form: PerimeterFilterForm = {};
  if (choice.all.length) form.perimeter_services_all = choice.all.join(',');
  if (choice.selected.length) form.perimeter_selected = choice.selected.join(',');
  if (choice.unselected.length) form.perimeter_unselected = choice.unselected.join(',');
  return form;
}

/** Who may narrow a list to services of their organisation (the server refuses the others: 403). */
export const canFilterByServices = (roles: readonly string[]): boolean =>
  roles.includes(Role.OrganisationAdmin) || roles.includes(Role.PlatformAdmin);

export const hasPerimeter = (form: PerimeterFilterForm): boolean =>
  Boolean(form.perimeter_services_all || form.perimeter_selected || form.perimeter_unselected);

/**
 * The filter a checked tree stands for: a checked folder whose parent is not checked is taken with its
 * sub-services, a checked service without sub-services alone; what lies under a checked folder is
 * covered by it. A half-checked folder is not itself chosen (only some of its sub-services are).
 */
export function choiceOfChecked(
  checked: readonly string[],
  choices: ReadonlyMap<string, Pick<ServiceChoice, 'parent' | 'nbChildren'>>,
): { all: string[]; selected: string[]; unselected: string[] } {
  const set = new Set(checked);
  const all: string[] = [];
  const selected: string[] = [];
  for (const code of checked) {
    const choice = choices.get(code);
    if (!choice || (choice.parent !== null && set.has(choice.parent))) continue;
    (choice.nbChildren > 0 ? all : selected).push(code);
  }
  // In code order, so that the same choice always writes the same address.
  const byCode = (a: string, b: string) => Number(a) - Number(b) || a.localeCompare(b);
  return { all: all.sort(byCode), selected: selected.sort(byCode), unselected: [] };
}

/** The dropdown's label: the chosen names, cut at 20 characters, or the placeholder. */
export function servicesLabel(names: readonly string[], placeholder: string): string {
  if (names.length === 0) return placeholder;
  const text = names.join(', ');
  return text.length > SERVICES_LABEL_MAX ? `${text.slice(0, SERVICES_LABEL_MAX - 1).trimEnd()}…` : text;
}

/** What the address helpers need of URLSearchParams (the shared package has no DOM types). */
interface ParamsLike {
  get(name: string): string | null;
  set(name: string, value: string): void;
}

const PERIMETER_KEYS = ['perimeter_services_all', 'perimeter_selected', 'perimeter_unselected'] as const;

/** The filter's fields as a list's address holds them (same names); anything but codes is dropped. */
export function readPerimeterParams(params: Pick<ParamsLike, 'get'>): PerimeterFilterForm {
  const form: PerimeterFilterForm = {};
  for (const key of PERIMETER_KEYS) {
    const codes = readCodes(params.get(key)).filter((code) => /^\d+$/.test(code));
    if (codes.length) form[key] = codes.join(',');
  }
  return form;
}

/** Writes the filter's fields into a list's address. */
export function writePerimeterParams<P extends Pick<ParamsLike, 'set'>>(search: P, form: PerimeterFilterForm): P {
  for (const key of PERIMETER_KEYS) if (form[key]) search.set(key, form[key]);
  return search;
}

/** The filter's fields alone, from a list's values (what its loader sends). */
export function perimeterOf(values: PerimeterFilterForm): PerimeterFilterForm {
  const form: PerimeterFilterForm = {};
  for (const key of PERIMETER_KEYS) if (values[key]) form[key] = values[key];
  return form;
}
