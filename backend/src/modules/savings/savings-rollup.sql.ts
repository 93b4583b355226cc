/**
 * The statements that keep savings_rollup in step with the tracker table. Triggers rather than
 * application code: every write of a completed exchange counts, in its own transaction, whoever
 * makes it (a transition, the bilans, a batch, a seed, a fix by hand), so the rollup cannot
 * drift from a scan of the exchanges. MySQL/MariaDB get them from the migrations (frozen there);
 * SQLite, whose schema comes from the entities, from SavingsRollupService at start-up.
 */
import type { RollupBreakdown } from './entities/savings-rollup.entity.js';

export type Dialect = 'sqlite' | 'mysql';

export const ROLLUP_KEY = ['organisationId', 'direction', 'breakdown', 'month', 'groupId'] as const;

type Side = 'given' | 'received';

/** Each side's breakdowns and the tracker column that gives an exchange's group. */
const BREAKDOWNS: Record<Side, [RollupBreakdown, string][]> = {
  given: [
    ['service', 'serviceId'],
    ['category', 'categoryId'],
    ['operation', 'operationId'],
  ],
  received: [
    ['taker', 'userId'],
    ['category', 'categoryId'],
    ['operation', 'operationId'],
  ],
};
export const ROLLUP_SUMS = [
  'trackers',
  'items',
  'weightGrams',
  'weightKnown',
  'economyCents',
  'economyKnown',
  'co2Grams',
  'co2Known',
] as const;
const COLUMNS = [...ROLLUP_KEY, ...ROLLUP_SUMS];

/** The tracker columns a contribution reads: an update that changes none of them leaves the rollup alone. */
const READ = [
  'status',
  'lastActionAt',
  'organisationId',
  'userOrganisationId',
  'serviceId',
  'userId',
  'categoryId',
  'operationId',
  'requestedQuantity',
  'savedWeightGrams',
  'economicGainCents',
  'co2Grams',
];

const DONE = "'SwapCompleted'";

export const monthOf = (dialect: Dialect, column: string) =>
  dialect === 'sqlite' ? `strftime('%Y-%m', ${column})` : `DATE_FORMAT(${column}, '%Y-%m')`;

const known = (column: string) => `CASE WHEN ${column} IS NULL THEN 0 ELSE 1 END`;

/** The key one exchange `row` (OLD, NEW, or a table alias) has in a breakdown of one side. */
function key(dialect: Dialect, row: string, side: Side, [breakdown, column]: [RollupBreakdown, string]): string[] {
  const r = (name: string) => `${row}.${name}`;
  return [
    side === 'given' ? r('organisationId') : r('userOrganisationId'),
    `'${side}'`,
    `'${breakdown}'`,
    monthOf(dialect, r('lastActionAt')),
    `COALESCE(${r(column)}, 0)`,
  ];
}

/** The sums one exchange adds, times `sign`. */
function sums(row: string, sign: '' | '-'): string[] {
  const r = (name: string) => `${row}.${name}`;
  return [
    `${sign}1`,
    `${sign}${r('requestedQuantity')}`,
    `${sign}COALESCE(${r('savedWeightGrams')}, 0)`,
    `${sign}(${known(r('savedWeightGrams'))})`,
    `${sign}COALESCE(${r('economicGainCents')}, 0)`,
    `${sign}(${known(r('economicGainCents'))})`,
    `${sign}COALESCE(${r('co2Grams')}, 0)`,
    `${sign}(${known(r('co2Grams'))})`,
  ];
}

/** When a row counts on a side: completed, and (received) taken by a member of an organisation. */
const counts = (row: string, side: Side) =>
  side === 'given' ? `${row}.status = ${DONE}` : `${row}.status = ${DONE} AND ${row}.userOrganisationId IS NOT NULL`;

function upsert(dialect: Dialect, row: string, side: Side, sign: '' | '-'): string {
  const into = `INSERT INTO savings_rollup (${COLUMNS.join(', ')})`;
  const values = BREAKDOWNS[side].map((b) => [...key(dialect, row, side, b), ...sums(row, sign)].join(', '));
  if (dialect === 'sqlite') {
    const set = ROLLUP_SUMS.map((c) => `${c} = ${c} + excluded.${c}`).join(', ');
    const conflict = `ON CONFLICT (${ROLLUP_KEY.join(', ')}) DO UPDATE SET ${set};`;
    return values.map((v) => `${into} SELECT ${v} WHERE ${counts(row, side)} ${conflict}`).join(' ');
  }
  const set = ROLLUP_SUMS.map((c) => `${c} = ${c} + VALUES(${c})`).join(', ');
  const rows = values.map((v) => `(${v})`).join(', ');
  return `IF ${counts(row, side)} THEN ${into} VALUES ${rows} ON DUPLICATE KEY UPDATE ${set}; END IF;`;
}

const both = (dialect: Dialect, row: string, sign: '' | '-') =>
  [upsert(dialect, row, 'given', sign), upsert(dialect, row, 'received', sign)].join(' ');

export const TRIGGER_NAMES = ['savings_rollup_insert', 'savings_rollup_update', 'savings_rollup_delete'] as const;

/** CREATE TRIGGER statements: insert adds NEW, delete takes OLD away, update does both. */
export function rollupTriggers(dialect: Dialect): string[] {
  const [insert, update, remove] = TRIGGER_NAMES;
  if (dialect === 'sqlite') {
    const changed = READ.map((c) => `OLD.${c} IS NOT NEW.${c}`).join(' OR ');
    return [
      `CREATE TRIGGER ${insert} AFTER INSERT ON tracker WHEN NEW.status = ${DONE} BEGIN ${both(dialect, 'NEW', '')} END`,
      `CREATE TRIGGER ${update} AFTER UPDATE ON tracker WHEN (OLD.status = ${DONE} OR NEW.status = ${DONE}) AND (${changed}) ` +
        `BEGIN ${both(dialect, 'OLD', '-')} ${both(dialect, 'NEW', '')} END`,
      `CREATE TRIGGER ${remove} AFTER DELETE ON tracker WHEN OLD.status = ${DONE} BEGIN ${both(dialect, 'OLD', '-')} END`,
    ];
  }
  const changed = READ.map((c) => `NOT (OLD.${c} <=> NEW.${c})`).join(' OR ');
  return [
    `CREATE TRIGGER ${insert} AFTER INSERT ON tracker FOR EACH ROW BEGIN ${both(dialect, 'NEW', '')} END`,
    `CREATE TRIGGER ${update} AFTER UPDATE ON tracker FOR EACH ROW BEGIN IF ${changed} THEN ` +
      `${both(dialect, 'OLD', '-')} ${both(dialect, 'NEW', '')} END IF; END`,
    `CREATE TRIGGER ${remove} AFTER DELETE ON tracker FOR EACH ROW BEGIN ${both(dialect, 'OLD', '-')} END`,
  ];
}

/** The rollup computed again from every completed exchange (the caller empties it first, in the same transaction). */
export function rollupRebuild(dialect: Dialect): string[] {
  const group = ROLLUP_KEY.map((_, i) => i + 1).join(', ');
  return (['given', 'received'] as const).flatMap((side) =>
    BREAKDOWNS[side].map(
      (breakdown) =>
        `INSERT INTO savings_rollup (${COLUMNS.join(', ')}) ` +
        `SELECT ${key(dialect, 'k', side, breakdown).join(', ')}, ` +
        'COUNT(*), SUM(k.requestedQuantity), COALESCE(SUM(k.savedWeightGrams), 0), COUNT(k.savedWeightGrams), ' +
        'COALESCE(SUM(k.economicGainCents), 0), COUNT(k.economicGainCents), COALESCE(SUM(k.co2Grams), 0), COUNT(k.co2Grams) ' +
        `FROM tracker k WHERE ${counts('k', side)} GROUP BY ${group}`,
    ),
  );
}
