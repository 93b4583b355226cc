import 'reflect-metadata';
import { MODULE_METADATA } from '@nestjs/common/constants.js';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * A module's index.ts offers, at run time, its Nest module, its injectable facades and the form
 * DTOs other modules extend; its read types and events are types (event names are literal types
 * of core/events). Loose functions and classes stay inside the module, become facade methods,
 * or move to src/shared/.
 */
const here = dirname(fileURLToPath(import.meta.url));
const modules = readdirSync(here, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const isNestModule = (value: object) =>
  Object.values(MODULE_METADATA).some((key) => Reflect.hasOwnMetadata(key, value));
const isInjectable = (value: object) => Reflect.hasOwnMetadata('__injectable__', value);
const isDto = (value: { name: string }) => value.name.endsWith('Dto');

const door = async (module: string) =>
  (await import(pathToFileURL(join(here, module, 'index.ts')).href)) as Record<string, unknown>;

/** The runtime exports of a front door that are none of the allowed kinds. */
const strays = (exports: Record<string, unknown>) =>
  Object.entries(exports)
    .filter(([, value]) => typeof value !== 'function' || !(isNestModule(value) || isInjectable(value) || isDto(value)))
    .map(([name]) => name)
    .sort();

describe('module front doors', () => {
  it('finds the modules', () => {
    expect(modules).toEqual(expect.arrayContaining(['identity', 'troc', 'tracker']));
  });

  it.each(modules)('%s/index.ts exports only its module, its facades and form DTOs', async (module) => {
    const exports = await door(module);
    const nestModules = Object.values(exports).filter((value) => typeof value === 'function' && isNestModule(value));
    expect(strays(exports)).toEqual([]);
    expect(nestModules).toHaveLength(1);
  });

  it('tells a loose function from a facade', () => {
    class LooseThing {}
    expect([isNestModule(LooseThing), isInjectable(LooseThing), isDto(LooseThing)]).toEqual([false, false, false]);
  });
});
