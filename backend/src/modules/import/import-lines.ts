import {
  fr,
  type ImportFieldIssue,
  type ImportKind,
  type ImportLineStatusName,
  type ImportLineView,
  t,
} from '@troc/shared';
import { FormError } from '../../core/errors/index.js';
import { importColumns } from './import-columns.js';

const E = fr.imports.errors;
const M = fr.imports.line;

/**
 * import_mapping_form: column key → one of the file's headers, or '' for none. Unknown keys are
 * ignored, a header the file lacks or used twice is refused, and a required column must be mapped.
 */
export function checkMapping(
  kind: ImportKind,
  headers: readonly string[],
  form: unknown,
): Record<string, string | null> {
  const values =
    typeof form === 'object' && form !== null && !Array.isArray(form) ? (form as Record<string, unknown>) : {};
  const errors: Record<string, string[]> = {};
  const mapping: Record<string, string | null> = {};
  const used = new Map<string, string>();
  for (const column of importColumns(kind)) {
    const raw = values[column.key];
    const header = typeof raw === 'string' ? raw.trim() : '';
    if (!header) {
      mapping[column.key] = null;
      if (column.required) errors[column.key] = [t(E.mappingRequired, { column: column.label })];
      continue;
    }
    if (!headers.includes(header)) {
      errors[column.key] = [E.mappingHeader];
      continue;
    }
    if (used.has(header)) {
      errors[column.key] = [t(E.mappingTwice, { header })];
      continue;
    }
    used.set(header, column.key);
    mapping[column.key] = header;
  }
  if (Object.keys(errors).length) throw new FormError(errors);
  return mapping;
}

/** A stored line's cells as the importer reads them. */
export const rowOf = (cells: Record<string, string>): Readonly<Record<string, string>> => cells;

/**
 * A line's report in the specification's words: its outcome's sentence, then « Veuillez vérifier la
 * conformité des valeurs suivantes : » naming each column and the value read, or the generic message.
 */
export function lineReport(
  kind: ImportKind,
  lineNumber: number,
  status: ImportLineStatusName,
  issues: ImportFieldIssue[],
  target: ImportLineView['troc'],
): ImportLineView {
  const labels = new Map(importColumns(kind).map((c) => [c.key, c.label]));
  const named = issues.map((issue) => ({ ...issue, column: labels.get(issue.column) ?? issue.column }));
  const message = t(status === 'Success' ? M.success : status === 'ToComplete' ? M.toComplete : M.failed, {
    line: lineNumber,
  });
  const values = named
    .filter((issue) => !issue.column.startsWith('_'))
    .map((issue) => `${issue.column} ${issue.value ? `« ${issue.value} »` : '« »'}`)
    .join(', ');
  const detail = status === 'Success' ? undefined : values ? t(M.detail, { values }) : M.generic;
  return {
    lineNumber,
    lineStatus: { name: status },
    report: { message, ...(detail ? { detail } : {}), issues: named },
    troc: kind === 'troc' ? target : null,
    tracker: kind === 'tracker' ? target : null,
  };
}
