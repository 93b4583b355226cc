/**
 * The JSON lines every bench ends with, one per database (or per page for the page bench), that a
 * script compares from one run to the next. Kept apart from the harness so that a bench which does
 * not start the application (infra/scripts/bench-pages.mjs) prints the same lines.
 */
import { loadavg } from 'node:os';

/** One database's figures for a script comparing runs: the headline case, then any detail. */
export interface Figures {
  bench: string;
  db: 'sqlite' | 'mariadb' | 'mysql';
  [key: string]: unknown;
}

const FIGURES: Figures[] = [];

/** Keeps a database's figures, printed as one JSON line each once every target has run. */
export function record(figures: Figures): void {
  FIGURES.push({ ...figures, load: Number(loadavg()[0]!.toFixed(2)) });
}

/** The recorded figures, one JSON line per database: the last lines a bench prints. */
export function printFigures(): void {
  if (FIGURES.length) console.log('');
  for (const figures of FIGURES.splice(0)) console.log(JSON.stringify(figures));
}

/** A headline figure next to its baseline of the same run: value and baseline rounded, their ratio. */
export function result(value: number, unit: string, baseline: number) {
  return {
    value: Math.round(value),
    unit,
    baseline: Math.round(baseline),
    ratio: Number((value / baseline).toFixed(4)),
  };
}
