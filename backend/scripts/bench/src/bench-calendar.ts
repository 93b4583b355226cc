/**
 * Calendar benchmark: for SQLite, then MariaDB/MySQL, a fresh database with one organisation
 * (a manager, a few borrowers), one loan listing holding BENCH_PERIODS periods over the next
 * year and BENCH_OTHERS other loan listings with as many each (so that the index has to pick
 * the listing). For a year and for a 42-day window it times the availability in process
 * (CalendarBooking.availability), its SQL alone on the driver (`holding`), the pure
 * computation alone (dailyAvailability on the loaded spans) and the calendar loader over HTTP
 * as the manager (POST /fr/api/calendar/troc/{id}/), each next to the SQL alone.
 * Settings: BENCH_PERIODS (1000), BENCH_OTHERS (20), BENCH_RUNS (30), BENCH_MYSQL_URL,
 * BENCH_ONLY=sqlite|mysql, BENCH_EXPLAIN=1, BENCH_KEEP=1.
 */
import 'reflect-metadata';
import type { INestApplication } from '@nestjs/common';
import {
  addDays,
  CalendarPeriodStatus as S,
  CalendarPeriodType,
  type CalendarLoaderResponse,
  dailyAvailability,
  type Day,
  type HeldSpan,
  normaliseVisibility,
  ORGANISATION_KIND_BY_ORGANISM_TYPE,
  OrganismType,
  PublicationStatus,
  RequestType,
  ReturnCondition,
  Role,
  SwapType,
  Visibility,
} from '@troc/shared';
import { randomBytes } from 'node:crypto';
import { cpus } from 'node:os';
import type { DataSource } from 'typeorm';
import { actorOf } from '../../../dist/core/auth/actor.js';
import { Clock } from '../../../dist/core/clock/clock.js';
import { CalendarBooking, heldSpan } from '../../../dist/modules/calendar/calendar-booking.js';
import { CalendarQueries } from '../../../dist/modules/calendar/calendar.queries.js';
import { CalendarService } from '../../../dist/modules/calendar/calendar.service.js';
import { Calendar } from '../../../dist/modules/calendar/entities/calendar.entity.js';
import { CalendarPeriod } from '../../../dist/modules/calendar/entities/calendar-period.entity.js';
import { Organisation } from '../../../dist/modules/identity/entities/organisation.entity.js';
import { User } from '../../../dist/modules/identity/entities/user.entity.js';
import { OrganisationsService } from '../../../dist/modules/identity/organisations.service.js';
import { hashPassword } from '../../../dist/modules/identity/password-hasher.js';
import { UsersService } from '../../../dist/modules/identity/users.service.js';
import { Troc } from '../../../dist/modules/troc/entities/troc.entity.js';
import { searchTextOf } from '../../../dist/modules/troc/troc-text.js';
import { bulkInsert, nextId } from '../../../dist/seed/bulk-insert.js';
import { createRng, type ListingPlace, makeListing, weighted } from '../../../dist/seed/listing-factory.js';
import { type Bench, int, onEachTarget, repeat, replay, seconds, SETTINGS } from './harness.js';
import { Session } from './server.js';
import { capture, type Statement } from './sql.js';
import { type Summary, summarise } from './stats.js';

const PERIODS = int('BENCH_PERIODS', 1000);
const OTHERS = int('BENCH_OTHERS', 20);
/** Units the measured listing lends. */
const TOTAL = 5;
const PASSWORD = 'Banc-Calendrier-2026!';
const MANAGER = 'gestionnaire@banc-calendrier.bench';
const BORROWERS = ['emprunteur1', 'emprunteur2', 'emprunteur3', 'emprunteur4'].map((n) => `${n}@banc-calendrier.bench`);
const SLUG = 'banc-calendrier-principal';
/** The windows timed: a year, and what the calendar shows of a month (six weeks). */
const WINDOWS = [365, 42];
/** Bordeaux, as the communes' file gives it. */
const PLACE: ListingPlace = {
  code: '33063',
  name: 'Bordeaux',
  postal: '33000',
  departement: '33',
  region: '75',
  lat: 44.8404,
  lon: -0.5805,
};

async function main(): Promise<void> {
  console.log(
    `Banc du calendrier : ${PERIODS} périodes sur un an pour l'annonce mesurée, ${OTHERS} autres annonces de prêt ` +
      `(${PERIODS} périodes chacune), ${SETTINGS.runs} mesures par ligne, ${cpus().length} cœurs.`,
  );
  await onEachTarget(fill, measure);
}

interface Line {
  label: string;
  days: number;
  /** Periods read (holding ones, or the loader's window), or the spans computed. */
  count: number;
  measured: Summary;
  /** The holding SQL of the same window, alone on the driver: the baseline. */
  base: Summary;
  /** For the loader: every statement it issues, replayed one after the other on the driver. */
  call?: { sql: Summary; statements: number; slowest: string };
}

async function measure({ app, ds, raw, server }: Bench): Promise<void> {
  const troc = await ds.getRepository(Troc).findOneByOrFail({ slug: SLUG });
  const today = app.get(Clock).today();
  const booking = app.get(CalendarBooking);
  const queries = app.get(CalendarQueries);
  const calendars = app.get(CalendarService);
  const actor = actorOf((await app.get(UsersService).findByEmail(MANAGER))!);
  const session = await Session.open(server.origin, { email: MANAGER, password: PASSWORD });
  const stored = await queries.count(troc.id, null);
  const all = await ds.getRepository(CalendarPeriod).count();
  console.log(
    `Annonce n° ${troc.id} : ${stored} périodes (${all} dans la table), ${booking.lendable(troc)} unités, aujourd'hui ${today}.`,
  );
  const lines: Line[] = [];
  for (const days of WINDOWS) {
    const from = today;
    const to = addDays(today, days - 1);
    const window = `${days} j`;

    // (2) The holding SQL alone, as TypeORM sends it, replayed on the driver.
    const statements = await capture(ds, () => queries.holding(null, troc.id, from, to));
    for (const s of statements) s.label = 'holding';
    const periods = await queries.holding(null, troc.id, from, to);
    const { sql: base } = await replay(statements, raw);
    if (SETTINGS.explain) for (const s of statements) console.log(`\n${s.sql}\n${await raw.explain(s)}`);
    lines.push({ label: 'SQL seul (holding, pilote)', days, count: periods.length, measured: base, base });

    // (3) The computation alone, on the spans those periods hold.
    const spans = periods.flatMap((p): HeldSpan[] => {
      const span = heldSpan(p, today);
      return span ? [span] : [];
    });
    const total = booking.lendable(troc);
    const pure = await repeat(async () => {
      const start = process.hrtime.bigint();
      dailyAvailability(total, spans, from, to);
      return Number(process.hrtime.bigint() - start) / 1e6;
    });
    lines.push({
      label: 'calcul seul (dailyAvailability)',
      days,
      count: spans.length,
      measured: summarise(pure),
      base,
    });

    // (1) The availability in process: query, hydration, spans, computation.
    let inProcess = new Map<Day, number>();
    const availability = await repeat(async () => void (inProcess = await booking.availability(troc, from, to, today)));
    lines.push({
      label: 'disponibilité en processus',
      days,
      count: periods.length,
      measured: summarise(availability),
      base,
    });

    // (4) The calendar loader over HTTP, as the manager, next to all the SQL it issues.
    const path = `/fr/api/calendar/troc/${troc.id}/`;
    const form = { start: from, end: to };
    const loaderStatements = await capture(ds, () => calendars.loader(troc.id, actor, form, 1, 20, path));
    for (const s of loaderStatements) s.label = tableOf(s);
    const call = await replay(loaderStatements, raw);
    let body: CalendarLoaderResponse | null = null;
    const http = await repeat(async () => {
      const res = await session.post(path, { page: 1, size: 20, calendar_form: form });
      if (res.status !== 200) throw new Error(`chargeur ${window} : HTTP ${res.status} ${await res.text()}`);
      body = (await res.json()) as CalendarLoaderResponse;
    });
    check(body, inProcess, days);
    lines.push({
      label: 'chargeur HTTP (gestionnaire)',
      days,
      count: (body as CalendarLoaderResponse | null)?.periods.length ?? 0,
      measured: summarise(http),
      base,
      call: { sql: call.sql, statements: loaderStatements.length, slowest: call.slowest },
    });
  }
  console.log(`\n${table(lines)}`);
  console.log(
    '\nMillisecondes. SQL seul : la requête `holding` de la fenêtre, rejouée sur le pilote (la base de comparaison) ;' +
      '\n× SQL : médiane de la ligne / médiane du SQL seul ; SQL de l’appel : toutes les requêtes du chargeur rejouées' +
      '\nl’une après l’autre sur le pilote ; périodes : lues par `holding`, portées (calcul), ou affichées (chargeur, 500 au plus).',
  );
}

/** The loader's days are the availability computed in process (clamped at 0), one per day. */
function check(body: CalendarLoaderResponse | null, days: Map<Day, number>, length: number): void {
  const slots = body?.item.slots ?? [];
  if (slots.length !== length) throw new Error(`chargeur : ${slots.length} jours pour ${length} attendus`);
  for (const slot of slots) {
    if (slot.available !== Math.max(days.get(slot.date) ?? NaN, 0)) {
      throw new Error(`chargeur : ${slot.date} à ${slot.available}, ${days.get(slot.date)} en processus`);
    }
  }
}

/** A loader statement named by the table it reads first, for « plus lente ». */
const tableOf = (s: Statement): string => /FROM [`"](\w+)[`"]/.exec(s.sql)?.[1] ?? 'autre';

const ms = (v: number) => (Number.isNaN(v) ? '–' : v < 1 ? v.toFixed(2) : v < 10 ? v.toFixed(1) : v.toFixed(0));

function table(lines: Line[]): string {
  const head = [
    'mesure',
    'fenêtre',
    'périodes',
    'p50',
    'p95',
    'moy.',
    'SQL seul p50',
    'p95',
    '× SQL',
    'SQL de l’appel p50',
    'p95',
    'requêtes',
    'plus lente',
  ];
  const rows = lines.map((l) => [
    l.label,
    `${l.days} j`,
    String(l.count),
    ms(l.measured.p50),
    ms(l.measured.p95),
    ms(l.measured.mean),
    ms(l.base.p50),
    ms(l.base.p95),
    (l.measured.p50 / l.base.p50).toFixed(l.measured.p50 / l.base.p50 < 10 ? 2 : 0),
    l.call ? ms(l.call.sql.p50) : '',
    l.call ? ms(l.call.sql.p95) : '',
    l.call ? String(l.call.statements) : '',
    l.call?.slowest ?? '',
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const left = new Set([0, head.length - 1]);
  const format = (cells: string[]) =>
    cells.map((c, i) => (left.has(i) ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [format(head), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(format)].join('\n');
}

async function fill(app: INestApplication, ds: DataSource): Promise<void> {
  const started = Date.now();
  const today = app.get(Clock).today();
  const now = new Date();
  const rng = createRng(2026);
  const passwordHash = await hashPassword(PASSWORD);
  const { organisation, serviceId, manager, borrowers } = await ds.transaction(async (em) => {
    const organisation = await em.getRepository(Organisation).save({
      name: 'Banc du calendrier',
      organismType: OrganismType.Gouv,
      kind: ORGANISATION_KIND_BY_ORGANISM_TYPE[OrganismType.Gouv],
      identifier: null,
      groupId: null,
    });
    const service = await app.get(OrganisationsService).addService(em, organisation.id, null, { name: 'Prêts' });
    const users: User[] = [];
    for (const [i, email] of [MANAGER, ...BORROWERS].entries()) {
      users.push(
        await em.getRepository(User).save({
          email,
          slug: `banc-calendrier-${i}`,
          passwordHash,
          firstname: i === 0 ? 'Gestionnaire' : 'Emprunteur',
          lastname: i === 0 ? 'Banc' : `n° ${i}`,
          roles: [Role.User],
          organisationId: organisation.id,
          serviceId: service.id,
          emailValidatedAt: now,
          termsAcceptedAt: now,
          personalDataAcceptedAt: now,
          postalCode: PLACE.postal,
          city: PLACE.name,
          cityCode: PLACE.code,
        }),
      );
    }
    return { organisation, serviceId: service.id, manager: users[0]!, borrowers: users.slice(1) };
  });

  const owner = {
    id: manager.id,
    organisationId: organisation.id,
    organisationGroupId: null,
    organisationName: organisation.name,
    serviceId,
    moderated: false,
  };
  const visibility = normaliseVisibility([Visibility.External]) ?? [Visibility.External];
  let trocId = await nextId(ds.manager, Troc);
  const listings: Partial<Troc>[] = [];
  for (let i = 0; i <= OTHERS; i++) {
    const base = makeListing(rng, owner, PLACE, now, i === 0 ? SLUG : `banc-calendrier-${i}`);
    const troc: Partial<Troc> = {
      ...base,
      id: trocId++,
      name: i === 0 ? 'Vidéoprojecteur (banc du calendrier)' : `Matériel de prêt n° ${i} (banc du calendrier)`,
      requestType: RequestType.Offer,
      swapType: SwapType.Pret,
      publicationStatus: PublicationStatus.Published,
      publishedAt: now,
      itemPriceType: null,
      currentPriceCents: null,
      itemTotalQuantity: i === 0 ? TOTAL : 1 + (i % 4),
      itemMinQuantity: 1,
      itemMaxQuantity: null,
      itemRequestQuantity: null,
      availabilityStartDate: addDays(today, -30),
      availabilityEndDate: addDays(today, 400),
      visibility,
      visIndividual: visibility.includes(Visibility.Individual),
      visExternal: visibility.includes(Visibility.External),
      visGroup: visibility.includes(Visibility.Group),
      visInternal: visibility.includes(Visibility.Internal),
      visPrivate: visibility.includes(Visibility.Private),
      createdAt: now,
      updatedAt: now,
    };
    troc.searchText = searchTextOf(troc as Troc);
    listings.push(troc);
  }
  const periods = listings.flatMap((t) => periodsOf(rng, t, manager.id, borrowers, today, now));
  await ds.transaction(async (em) => {
    await bulkInsert(em, Troc, listings);
    await bulkInsert(
      em,
      Calendar,
      listings.map((t) => ({ trocId: t.id!, token: randomBytes(12).toString('hex'), createdAt: now })),
    );
    await bulkInsert(em, CalendarPeriod, periods);
  });
  const statuses = new Map<string, number>();
  for (const p of periods.slice(0, PERIODS)) {
    const key = p.type === CalendarPeriodType.Maintenance ? 'Maintenance' : p.status!;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
  }
  console.log(
    `${listings.length} annonces de prêt et ${periods.length} périodes en ${seconds(Date.now(), started)} s ; ` +
      `annonce mesurée : ${[...statuses].map(([k, n]) => `${k} ${n}`).join(', ')}.`,
  );
}

/**
 * BENCH_PERIODS periods of a listing starting between two weeks ago and the end of the coming
 * year, 1 to 10 days, 1 or 2 units: mostly holding (Validated, or Ongoing once started, some of
 * those returned, some late), some waiting, refused or cancelled, and maintenance by the manager.
 */
function periodsOf(
  rng: () => number,
  troc: Partial<Troc>,
  managerId: number,
  borrowers: User[],
  today: Day,
  now: Date,
): Partial<CalendarPeriod>[] {
  const rows: Partial<CalendarPeriod>[] = [];
  for (let i = 0; i < PERIODS; i++) {
    const days = 1 + Math.floor(rng() * 10);
    const startDate = addDays(today, -14 + Math.floor(rng() * (365 + 14 - days + 1)));
    const endDate = addDays(startDate, days - 1);
    const maintenance = rng() < 0.08;
    const drawn = maintenance ? 'hold' : weighted(rng, { hold: 75, [S.None]: 10, [S.Refused]: 7, [S.Cancelled]: 8 });
    const status = drawn === 'hold' ? (startDate <= today ? S.Ongoing : S.Validated) : (drawn as S);
    const userId = maintenance ? managerId : borrowers[Math.floor(rng() * borrowers.length)]!.id;
    const returned = status === S.Ongoing && endDate < today && rng() < 0.5;
    rows.push({
      trocId: troc.id!,
      status,
      type: maintenance ? CalendarPeriodType.Maintenance : CalendarPeriodType.Reservation,
      startDate,
      endDate,
      quantity: rng() < 0.3 ? 2 : 1,
      itemUsage: maintenance ? 'Révision.' : 'Emprunt du banc.',
      userId,
      trackerId: null,
      managerId,
      returnedOn: returned ? endDate : null,
      returnCondition: returned ? ReturnCondition.Good : null,
      returnNote: null,
      returnedById: returned ? userId : null,
      remindedDueSoon: false,
      remindedOverdue: false,
      createdAt: now,
      updatedAt: now,
    });
  }
  return rows;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
