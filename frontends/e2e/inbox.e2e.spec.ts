import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { confirmPopup, eventually, launchBrowser, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { fromUserMenu, signIn } from './support/session';

const MANAGER = 'camille.martin@chu-bordeaux.demo';
const REQUESTER = 'karim.haddad@ressourcerie-lille.demo';
const QUESTION = 'Ce bien peut-il être démonté pour le transport ?';
const ANSWER = 'Oui, il se démonte en deux parties sans outil.';

const visible = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ state: 'visible' });

interface ListingApi {
  slug: string;
  name: string;
  exchange?: {
    canRequest: boolean;
    pendingTracker: string | null;
    quantity: { min: number; max: number; fixed: boolean };
    beneficiaryChoice: boolean;
  } | null;
}

describe('conversations in Chromium: public questions and the inbox', () => {
  let server: RunningServer;
  let browser: Browser;
  let managerContext: BrowserContext;
  let requesterContext: BrowserContext;
  let manager: Page;
  let requester: Page;
  let asked: ListingApi;

  const newContext = () =>
    browser.newContext({ viewport: { width: 1400, height: 900 }, locale: 'fr-FR', timezoneId: 'Europe/Paris' });

  async function csrf(page: Page): Promise<string> {
    return ((await (await page.request.get(`${server.url}/fr/api/auth/me`)).json()) as { csrfToken: string }).csrfToken;
  }

  /** Published offers of the manager that the requester may still ask for, in the seed's order. */
  async function requestable(): Promise<ListingApi[]> {
    const mine = await manager.request.post(`${server.url}/fr/api/troc/mine/`, {
      headers: { 'X-CSRF-Token': await csrf(manager) },
      data: { page: 1, size: 100, troc_filter_form: { publicationStatus: 'Published', requestType: 'Offer' } },
    });
    expect(mine.ok()).toBe(true);
    const { data } = (await mine.json()) as { data: { slug: string; itemRemainingQuantity: number }[] };
    const found: ListingApi[] = [];
    for (const card of data.filter((c) => c.itemRemainingQuantity >= 2)) {
      const response = await requester.request.get(`${server.url}/fr/api/troc/view/${card.slug}/`);
      if (!response.ok()) continue;
      const candidate = (await response.json()) as ListingApi;
      if (candidate.exchange?.canRequest && !candidate.exchange.pendingTracker) found.push(candidate);
      if (found.length === 2) break;
    }
    if (found.length < 2) throw new Error('Pas assez d’annonces de démonstration à demander');
    return found;
  }

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    managerContext = await newContext();
    requesterContext = await newContext();
    manager = await signIn(managerContext, server.url, MANAGER, 'Camille');
    requester = await signIn(requesterContext, server.url, REQUESTER, 'Karim');
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a question asked on a listing, answered by its manager and then seen publicly', async () => {
    asked = (await requestable())[0]!;
    await requester.goto(`${server.url}/fr/troc/view/${asked.slug}/`);
    await requester.getByRole('heading', { level: 1 }).waitFor();
    await requester.getByRole('heading', { level: 2, name: 'Questions publiques' }).waitFor();
    await visible(requester, 'Aucune question publique pour le moment.');

    await requester.getByRole('button', { name: 'Poser une question' }).click();
    const modal = requester.getByRole('dialog');
    await modal.waitFor();
    await modal.getByRole('textbox', { name: /Votre message/ }).fill('Démonté ?');
    await modal.getByRole('button', { name: 'Envoyer' }).click();
    await visible(requester, /au moins 10 caractères/);
    await expectNoSeriousA11yViolations(requester, 'question-fenetre-erreurs');
    await modal.getByRole('textbox', { name: /Votre message/ }).fill(QUESTION);
    await modal.getByRole('button', { name: 'Envoyer' }).click();
    await visible(requester, 'Votre question a été envoyée : elle sera publiée avec sa réponse.');
    await screenshot(requester, 'inbox-01-question-sent');
    await expectNoSeriousA11yViolations(requester, 'question-envoyee');
    await modal.getByRole('button', { name: 'Fermer' }).first().click();
    // Not answered yet: not public.
    await visible(requester, 'Aucune question publique pour le moment.');

    // The manager finds it among the questions on their listings, unanswered first.
    await manager.goto(`${server.url}/fr/`);
    await fromUserMenu(manager, 'Questions reçues', /\/fr\/troc\/questions\/$/);
    await manager.getByRole('heading', { level: 1, name: 'Questions sur mes annonces' }).waitFor();
    const item = manager.getByRole('listitem').filter({ hasText: QUESTION }).first();
    await item.waitFor();
    await item.getByText('Sans réponse').first().waitFor();
    await expectNoSeriousA11yViolations(manager, 'questions-recues');
    await item.getByRole('textbox', { name: /Votre réponse/ }).fill('ok');
    await item.getByRole('button', { name: 'Répondre' }).click();
    await visible(manager, 'La réponse doit compter plus de 2 caractères.');
    await item.getByRole('textbox', { name: /Votre réponse/ }).fill(ANSWER);
    await item.getByRole('button', { name: 'Répondre' }).click();
    await visible(manager, 'La réponse est publiée.');
    await item.getByText('Répondue').first().waitFor();
    await screenshot(manager, 'inbox-02-question-answered');
    await expectNoSeriousA11yViolations(manager, 'questions-recues-repondue');

    // Public now, on the listing; the asker also finds the answer in their inbox.
    await requester.reload();
    const section = requester.locator('section', {
      has: requester.getByRole('heading', { name: 'Questions publiques' }),
    });
    await section.getByText(QUESTION).waitFor();
    await section.getByText(ANSWER).waitFor();
    await screenshot(requester, 'inbox-03-question-public');
    await expectNoSeriousA11yViolations(requester, 'question-publique');
    const anonymous = await (await newContext()).newPage();
    const publicList = await anonymous.request.get(`${server.url}/fr/api/troc/questions/${asked.slug}/`);
    if (publicList.ok()) {
      const body = (await publicList.json()) as { data: { content: string; publicAnswer: string }[] };
      expect(body.data).toEqual([expect.objectContaining({ content: QUESTION, publicAnswer: ANSWER })]);
    } else {
      expect(publicList.status()).toBe(404);
    }
    await anonymous.close();

    await requester.goto(`${server.url}/fr/user/inbox/?type=InformationDemand`);
    await requester
      .getByRole('list', { name: 'Conversations' })
      .getByRole('link', { name: new RegExp(asked.name.slice(0, 20)) })
      .first()
      .click();
    await visible(requester, new RegExp(`a répondu à votre question sur « .* » : ${ANSWER}`));
  });

  it('a reservation negotiated in the inbox with the quick actions', async () => {
    const [, listing] = await requestable();
    const reserved = await requester.request.post(`${server.url}/fr/api/troc/inbox/reservation/${listing!.slug}/`, {
      headers: { 'X-CSRF-Token': await csrf(requester) },
      data: {
        message: 'Bonjour, pourrions-nous récupérer ce bien jeudi matin ?',
        quantity: listing!.exchange!.quantity.min,
        ...(listing!.exchange!.beneficiaryChoice ? { beneficiaryType: 'Service' } : {}),
      },
    });
    expect(reserved.status()).toBe(201);
    const { thread } = (await reserved.json()) as { thread: string };

    // The manager opens the inbox from the menu: the new request is there, unread.
    await manager.goto(`${server.url}/fr/`);
    await fromUserMenu(manager, 'Messagerie', /\/fr\/user\/inbox\/$/);
    await manager.getByRole('heading', { level: 1, name: 'Messagerie' }).waitFor();
    expect(new URL(manager.url()).pathname).toBe('/fr/user/inbox/');
    // The conversations come first; the filters are folded under « Filtrer ».
    const filters = manager.getByRole('form', { name: 'Filtrer les conversations' });
    expect(await filters.count()).toBe(0);
    const toggle = manager.getByRole('button', { name: 'Filtrer', exact: true });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    await filters.getByRole('searchbox', { name: 'Mot-clé' }).fill('jeudi matin');
    await filters.getByRole('searchbox', { name: 'Mot-clé' }).press('Enter');
    await manager.waitForURL(/keyword=jeudi/);
    await manager.getByRole('button', { name: 'Filtrer (1 actif)' }).waitFor();
    const link = manager.locator(`a[href^="/fr/user/inbox/thread/${thread}/"]`);
    await link.waitFor();
    await link.getByTitle(/non lu/).waitFor();
    await screenshot(manager, 'inbox-04-list');
    await expectNoSeriousA11yViolations(manager, 'messagerie-liste');

    await link.click();
    await manager.waitForURL(new RegExp(`/fr/user/inbox/thread/${thread}/`));
    await visible(manager, 'Bonjour, pourrions-nous récupérer ce bien jeudi matin ?');
    // Read: the badge goes.
    await eventually(async () => expect(await link.getByTitle(/non lu/).count()).toBe(0));
    await manager.getByRole('textbox', { name: /Votre réponse/ }).fill('Oui, à partir de 9 h au quai B.');
    await manager.getByRole('button', { name: 'Envoyer', exact: true }).click();
    await visible(manager, 'Votre message a été envoyé.');
    await visible(manager, 'Oui, à partir de 9 h au quai B.');

    // The quick actions of the exchange, beside the conversation.
    const panel = manager.getByRole('complementary', { name: 'Actions rapides' });
    await confirmPopup(manager, panel.getByRole('button', { name: 'Accepter' }), 'Confirmer');
    await visible(manager, 'La demande a été acceptée.');
    await visible(manager, /a accepté la demande de réservation/);
    await screenshot(manager, 'inbox-05-thread-approved');
    await expectNoSeriousA11yViolations(manager, 'messagerie-fil');

    // The requester reads the answer and the acceptance, answers, then deletes a message of theirs.
    await requester.goto(`${server.url}/fr/user/inbox/thread/${thread}/`);
    await visible(requester, 'Oui, à partir de 9 h au quai B.');
    await visible(requester, /a accepté la demande de réservation/);
    await requester.getByRole('textbox', { name: /Votre réponse/ }).fill('Message envoyé par erreur.');
    await requester.getByRole('button', { name: 'Envoyer', exact: true }).click();
    await visible(requester, 'Message envoyé par erreur.');
    await confirmPopup(
      requester,
      requester
        .getByRole('list', { name: 'Messages' })
        .getByRole('listitem')
        .filter({ hasText: 'Message envoyé par erreur.' })
        .getByRole('button', { name: /^Supprimer \(/ }),
      'Supprimer',
    );
    await visible(requester, 'Le message a été supprimé.');
    await visible(requester, 'Message supprimé');
    const feed = requester.getByRole('list', { name: 'Messages' });
    await eventually(async () => expect(await feed.getByText('Message envoyé par erreur.').count()).toBe(0));

    // Archived for the requester only; the manager's next message brings it back.
    await requester.getByRole('button', { name: 'Archiver' }).click();
    await visible(requester, 'Conversation archivée.');
    await eventually(async () => expect(await requester.getByRole('button', { name: 'Archiver' }).count()).toBe(0));
    await screenshot(requester, 'inbox-06-archived');
    await expectNoSeriousA11yViolations(requester, 'messagerie-archivee');
    await requester.goto(`${server.url}/fr/user/inbox/`);
    await requester
      .getByRole('list', { name: 'Conversations' })
      .or(requester.getByText('Aucune conversation.'))
      .first()
      .waitFor();
    expect(await requester.locator(`a[href^="/fr/user/inbox/thread/${thread}/"]`).count()).toBe(0);

    await manager.getByRole('textbox', { name: /Votre réponse/ }).fill('Le quai B est à droite de l’entrée.');
    await manager.getByRole('button', { name: 'Envoyer', exact: true }).click();
    await visible(manager, 'Le quai B est à droite de l’entrée.');
    await requester.reload();
    await requester.locator(`a[href^="/fr/user/inbox/thread/${thread}/"]`).waitFor();
  });

  it('a member writes to another from the contact page', async () => {
    await manager.goto(`${server.url}/fr/user/inbox/contact/karim-haddad/`);
    await manager.getByRole('heading', { level: 1, name: 'Nouveau message' }).waitFor();
    await manager
      .getByRole('textbox', { name: /Votre message/ })
      .fill('Bonjour Karim, avez-vous encore des palettes ?');
    await expectNoSeriousA11yViolations(manager, 'messagerie-contact');
    await manager.getByRole('button', { name: 'Envoyer' }).click();
    await manager.waitForURL(/\/fr\/user\/inbox\/thread\/[^/]+\/$/);
    await visible(manager, 'Bonjour Karim, avez-vous encore des palettes ?');
    await requester.goto(`${server.url}/fr/user/inbox/?type=InformationDemand`);
    await requester
      .getByRole('link', { name: /Message de Camille Martin/ })
      .first()
      .waitFor();
  });
});
