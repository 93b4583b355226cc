import { readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getMetadataStorage } from 'class-validator';

/**
 * class-validator runs a property's checks in the order they were registered and the pipe keeps
 * the first failure, so a length, pattern or bound checked before the type would answer « trop
 * longue » (or « au plus ») for a value that is not even a text or a number. Stacked decorators
 * register bottom-up: the house helpers (Checks, RequiredText, BoundedNumber ...) keep the order
 * written. This walks every DTO of the application and checks the order of each property.
 */
const MEASURES = new Set(['maxLength', 'minLength', 'isLength', 'matches', 'isEmail', 'min', 'max']);
const TYPES = new Set(['isString', 'isNumber', 'isInt', 'isFiniteNumber', 'isNotEmpty', 'isBoolean', 'isDateString']);

const src = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

function dtoFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : dtoFiles(path);
    return /\.dto\.ts$/.test(entry.name) || entry.name === 'pagination.ts' ? [path] : [];
  });
}

describe('the order of the checks of every DTO', () => {
  it('checks the type of a value before its length, pattern or bounds', async () => {
    const classes: { name: string; target: new () => object }[] = [];
    for (const file of dtoFiles(src)) {
      const exports = (await import(file)) as Record<string, unknown>;
      for (const [name, value] of Object.entries(exports)) {
        if (typeof value === 'function' && value.prototype) {
          classes.push({ name: `${relative(src, file)} ${name}`, target: value as new () => object });
        }
      }
    }
    expect(classes.length).toBeGreaterThan(50);
    const storage = getMetadataStorage();
    const misordered: string[] = [];
    for (const { name, target } of classes) {
      const byProperty = new Map<string, { name: string; each: boolean }[]>();
      for (const m of storage.getTargetValidationMetadatas(target, '', true, false)) {
        const constraint = m.name ?? storage.getTargetValidatorConstraints(m.constraintCls)[0]?.name;
        if (!constraint) continue;
        const list = byProperty.get(m.propertyName) ?? [];
        list.push({ name: constraint, each: Boolean(m.each) });
        byProperty.set(m.propertyName, list);
      }
      for (const [property, checks] of byProperty) {
        checks.forEach((check, i) => {
          if (!MEASURES.has(check.name)) return;
          const typed = checks.slice(0, i).some((c) => TYPES.has(c.name) && c.each === check.each);
          if (!typed) misordered.push(`${name}.${property}: ${check.name} avant le type`);
        });
      }
    }
    expect(misordered).toEqual([]);
  });
});
