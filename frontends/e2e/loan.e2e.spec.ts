import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { eventually, launchBrowser, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { csrfToken, frenchContext, signIn, visible } from './support/session';

const MANAGER = 'camille.martin@chu-bordeaux.demo';
const REQUESTER = 'karim.haddad@ressourcerie-lille.demo';
const USAGE = 'Forum des associations du quartier, trois jours.';

/** Paris days as the calendar writes them. */
const parisDay = (at: number) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(at));
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const french = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

interface LoanListing {
  slug: string;
  name: string;
  loan: { id: number; canBook: boolean } | null;
  exchange: { canRequest: boolean; pendingTracker: string | null } | null;
  availabilityEndDate: string | null;
}

interface CalendarApi {
  periods: { id: number; periodStatus: string }[];
  item: { total: number; slots: { date: string; available: number }[] };
}

describe('loan journey in Chromium: three days booked, approved, started on their first day, returned', () => {
  let server: RunningServer;
  let browser: Browser;
  let managerContext: BrowserContext;
  let requesterContext: BrowserContext;
  let manager: Page;
  let requester: Page;
  let listing: LoanListing;
  let start = '';
  let tracker = '';

  async function calendar(page: Page, from: string, to: string): Promise<CalendarApi> {
    const response = await page.request.post(`${server.url}/fr/api/calendar/troc/${listing.loan!.id}/`, {
      headers: { 'X-CSRF-Token': await csrfToken(page, server.url) },
      data: { calendar_form: { start: from, end: to } },
    });
    expect(response.ok()).toBe(true);
    return (await response.json()) as CalendarApi;
  }

  /** A published loan of the manager that the requester may book, and three free days on it. */
  async function findLoan(): Promise<void> {
    const mine = await manager.request.post(`${server.url}/fr/api/troc/mine/`, {
      headers: { 'X-CSRF-Token': await csrfToken(manager, server.url) },
      data: { page: 1, size: 100, troc_filter_form: { publicationStatus: 'Published', requestType: 'Offer' } },
    });
    const { data } = (await mine.json()) as { data: { slug: string; swapType: string | null }[] };
    const today = parisDay(Date.now());
    for (const card of data.filter((c) => c.swapType === 'Pret')) {
      const view = (await (
        await requester.request.get(`${server.url}/fr/api/troc/view/${card.slug}/`)
      ).json()) as LoanListing;
      if (!view.loan?.canBook || !view.exchange?.canRequest || view.exchange.pendingTracker) continue;
      listing = view;
      for (let from = addDays(today, 3); from < addDays(today, 60); from = addDays(from, 7)) {
        if (view.availabilityEndDate && addDays(from, 2) > view.availabilityEndDate) break;
        const days = await calendar(requester, from, addDays(from, 2));
        if (days.item.slots.every((s) => s.available >= 1)) {
          start = from;
          return;
        }
      }
    }
    throw new Error('Aucune annonce de prêt de démonstration ne peut être réservée');
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    managerContext = await frenchContext(browser);
    requesterContext = await frenchContext(browser);
    manager = await signIn(managerContext, server.url, MANAGER, 'Camille');
    requester = await signIn(requesterContext, server.url, REQUESTER, 'Karim');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the requester books three days by clicking them on the listing’s calendar', async () => {
    await findLoan();
    await requester.goto(`${server.url}/fr/troc/view/${listing.slug}/`);
    await requester.getByRole('heading', { name: 'Calendrier de réservation' }).waitFor();
    await screenshot(requester, 'loan-01-listing-calendar');
    await expectNoSeriousA11yViolations(requester, 'pret-calendrier-annonce');

    // Booked by clicking the first then the last day on the page's calendar (a later month is a click away).
    const calendarSection = requester.locator('#calendrier');
    const dayCell = (day: string) => calendarSection.locator(`[title^="${french(day)} : "]`).first();
    // Whether a day is in the month shown reads the grid's dates, not their titles: while a month's
    // availability loads, its days are titled by their date alone.
    const inMonth = (day: string) =>
      calendarSection.locator(`.troc-month__day[data-day="${day}"]:not(.troc-month__day--outside)`);
    const nextMonth = async () => {
      const shown = await calendarSection
        .locator('.troc-month__day:not(.troc-month__day--outside)')
        .first()
        .getAttribute('data-day');
      const [year, month] = shown!.split('-').map(Number) as [number, number];
      const first = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
      await calendarSection.getByRole('button', { name: 'Mois suivant' }).click();
      await inMonth(first).waitFor();
    };
    await calendarSection.locator('.troc-month__day').first().waitFor();
    for (let i = 0; i < 3 && (await inMonth(start).count()) === 0; i++) await nextMonth();
    // The click waits for the day's availability: its title says it.
    await dayCell(start).click();
    await visible(requester, `Premier jour : ${french(start)}`);
    if ((await inMonth(addDays(start, 2)).count()) === 0) await nextMonth();
    await dayCell(addDays(start, 2)).click();
    const modal = requester.getByRole('dialog');
    await modal.waitFor();
    // The dialog opens on the clicked days; nothing was typed.
    await eventually(async () => {
      expect(await modal.getByLabel('Date de début').inputValue()).toBe(french(start));
      expect(await modal.getByLabel('Date de fin').inputValue()).toBe(french(addDays(start, 2)));
    });
    await modal.getByLabel('Usage prévu').fill(USAGE);
    await screenshot(requester, 'loan-02-calendar-modal');
    await expectNoSeriousA11yViolations(requester, 'pret-fenetre-calendrier');
    await modal.getByRole('button', { name: 'Envoyer la demande' }).click();
    await screenshot(requester, 'loan-02b-after-send');

    // The exchange's thread opens: the loan's days are on its panel.
    await requester.waitForURL(/\/fr\/tracker\/thread\/[^/]+\/$/);
    tracker = /\/tracker\/thread\/([^/]+)\//.exec(requester.url())![1]!;
    await visible(requester, `Prêt du ${french(start)} au ${french(addDays(start, 2))} (3 jours)`);
    await screenshot(requester, 'loan-03-thread');
  });

  it('the manager approves the period on the tracker calendar; its days are held', async () => {
    await manager.goto(`${server.url}/fr/tracker/calendar/${tracker}/`);
    await manager.getByRole('heading', { level: 1 }).waitFor();
    await visible(manager, USAGE);
    await expectNoSeriousA11yViolations(manager, 'pret-calendrier-echange');
    await manager.getByRole('button', { name: 'Valider' }).click();
    await visible(manager, 'La période a été validée.');
    await screenshot(manager, 'loan-04-approved');
    const held = await calendar(manager, start, addDays(start, 2));
    expect(held.item.slots.map((s) => s.available)).toEqual(Array(3).fill(held.item.total - 1));
  });

  it('on its first day the loan is under way, and the borrower records its return', async () => {
    // The next morning of the loan: the server restarts on its first day and catches up.
    const morning = Date.parse(`${start}T08:00:00+01:00`);
    await server.stop({ keep: true });
    server = await startServer({
      varDir: server.varDir,
      port: server.port,
      env: { CLOCK_START: new Date(morning).toISOString() },
    });
    await requesterContext.clock.setFixedTime(new Date(morning + 2 * 3_600_000));
    await eventually(async () => {
      const { periods } = await calendar(requester, start, addDays(start, 2));
      expect(periods.map((p) => p.periodStatus)).toContain('Ongoing');
    }, 20_000);

    // The link of the reminders, outside the locale, opens the return form.
    await requester.goto(`${server.url}/troc/return-from-loan/${tracker}/`);
    await requester.waitForURL(new RegExp(`/fr/tracker/calendar/${tracker}/#retour$`));
    await visible(requester, 'En cours');
    await requester.getByRole('radio', { name: 'Bon état' }).check();
    await requester.getByLabel('Remarque (facultative)').fill('Rendu propre, merci !');
    await screenshot(requester, 'loan-05-return-form');
    await expectNoSeriousA11yViolations(requester, 'pret-retour');
    await requester.getByRole('button', { name: 'Enregistrer le retour' }).click();
    await visible(requester, `Le bien est revenu le ${french(start)}.`);
    await screenshot(requester, 'loan-06-returned');

    // Its days are free again from the return on.
    const after = await calendar(requester, start, addDays(start, 2));
    expect(after.item.slots.map((s) => s.available)).toEqual(Array(3).fill(after.item.total));

    await requester.goto(`${server.url}/fr/calendar/loans/?status=past`);
    await requester.getByRole('heading', { level: 1, name: 'Mes prêts' }).waitFor();
    await visible(requester, listing.name);
    await screenshot(requester, 'loan-07-my-loans');
    await expectNoSeriousA11yViolations(requester, 'pret-mes-prets');
  });
});
