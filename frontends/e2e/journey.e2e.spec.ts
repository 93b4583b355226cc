import type { Browser, Page } from 'playwright-core';
import { readMails } from '../../backend/test/support/mails';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { eventually, launchBrowser, screenshot } from './support/browser';
import { type RunningServer, startServer } from './support/server';
import { fromUserMenu } from './support/session';
import { patient } from './support/slowness';

const PASSWORD = 'Reemploi-Bordeaux-2026!';

async function waitForMail(server: RunningServer, to: string, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const link = readMails(server.mailDir)
      .filter((mail) => mail.to.includes(to))
      .flatMap((mail) => mail.links)
      .find((href) => pattern.test(href));
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`Aucun courriel pour ${to}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const visible = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ state: 'visible' });

describe('account journey in Chromium', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const email = `agent.parcours.${Date.now()}@chu-bordeaux.fr`;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR' });
    patient(page);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('registers through both steps, validates the address, accepts the terms, signs out and back in', async () => {
    await page.goto(`${server.url}/fr/register/`);
    await visible(page, 'Créer un compte');

    // Step 1: the organism type decides which name field is shown.
    await page.locator('#registration_form_identity_organism_organismType').click();
    await page.getByTitle('Service public (annuaire de l’administration)').click();
    const gouvName = page.locator('#registration_form_identity_organism_gouvName');
    await gouvName.waitFor();
    expect(await page.locator('#registration_form_identity_organism_rnaName').count()).toBe(0);
    expect(await page.locator('#registration_form_identity_organism_sireneName').count()).toBe(0);

    // Continuing with nothing filled names every missing field of this step only.
    await page.getByRole('button', { name: 'Continuer' }).click();
    await visible(page, 'Veuillez indiquer le nom de votre service public.');
    expect(await page.getByText('Cette valeur ne doit pas être vide.').count()).toBe(3);

    // Suggestions come from the directory after a pause.
    await gouvName.pressSequentially('CHU de Bor', { delay: 40 });
    await page.locator('.ant-select-item-option', { hasText: 'CHU de Bordeaux' }).click();
    await eventually(async () => expect(await gouvName.inputValue()).toBe('CHU de Bordeaux'));
    await page.locator('#registration_form_identity_lastName').fill('Lemoine');
    await page.locator('#registration_form_identity_firstName').fill('Claire');
    await page.locator('#registration_form_identity_email').fill(email);
    await screenshot(page, '01-registration-identity');
    await expectNoSeriousA11yViolations(page, 'inscription-1-identite');
    await page.getByRole('button', { name: 'Continuer' }).click();

    // Step 2: the checklist flags what the password still lacks.
    const plain = page.locator('#registration_form_password_password_plainPassword');
    await plain.fill('reemploi');
    const item = (key: string) => page.locator(`.troc-password-checklist li[data-key="${key}"]`);
    await eventually(async () => expect(await item('lowercase').getAttribute('data-state')).toBe('ok'));
    await eventually(async () => expect(await item('uppercase').getAttribute('data-state')).toBe('failing'));
    await eventually(async () => expect(await item('digits').getAttribute('data-state')).toBe('failing'));
    await screenshot(page, '02-registration-password-checklist');
    await expectNoSeriousA11yViolations(page, 'inscription-2-mot-de-passe');

    await plain.fill(PASSWORD);
    await eventually(async () =>
      expect(await page.locator('.troc-password-checklist li[data-state="failing"]').count()).toBe(0),
    );
    const confirm = page.locator('#registration_form_password_password_confirmPassword');
    await confirm.fill(`${PASSWORD}x`);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();
    await visible(page, 'Les deux mots de passe ne correspondent pas.');
    await confirm.fill(PASSWORD);
    await page.getByRole('button', { name: 'Créer mon compte' }).click();

    // Signed in, but the address is not validated yet.
    await visible(page, 'Validez votre adresse e-mail');
    await visible(page, new RegExp(`envoyé à ${email.replace(/[.+]/g, '\\$&')}`));
    await screenshot(page, '03-email-validation-modal');
    await expectNoSeriousA11yViolations(page, 'fenetre-validation-adresse');

    const link = await waitForMail(server, email, /\/fr\/register\/validate\/[^/]+\/$/);
    await page.goto(link);
    await visible(page, 'Votre adresse e-mail est validée. Bienvenue sur Troc !');
    await screenshot(page, '04-email-validated');
    await page.getByRole('link', { name: 'Continuer vers Troc' }).click();

    // First sign-in: the terms, each box with its own error.
    const terms = page.locator('.troc-modal');
    await visible(page, "Conditions générales d'utilisation");
    // The modal may still be opening: the click is repeated until its checks answer.
    await eventually(async () => {
      await terms.getByRole('button', { name: 'Valider' }).click();
      await page
        .getByText("Vous devez accepter les conditions générales d'utilisation.")
        .first()
        .waitFor({ state: 'visible', timeout: 3_000 });
    }, 30_000);
    await visible(page, 'Vous devez accepter la politique de protection des données personnelles.');
    await screenshot(page, '05-terms-errors');
    await expectNoSeriousA11yViolations(page, 'fenetre-cgu-erreurs');
    await terms.getByText("J'ai lu et j'accepte les conditions générales d'utilisation").click();
    await terms.getByRole('button', { name: 'Valider' }).click();
    await eventually(async () =>
      expect(await page.getByText("Vous devez accepter les conditions générales d'utilisation.").count()).toBe(0),
    );
    await visible(page, 'Vous devez accepter la politique de protection des données personnelles.');
    await terms.getByText("J'accepte que mes données personnelles soient traitées").click();
    await terms.getByRole('button', { name: 'Valider' }).click();
    await eventually(async () => expect(await page.locator('.troc-modal .ant-modal').count()).toBe(0));
    await visible(page, 'Bonjour Claire');
    await screenshot(page, '06-home-signed-in');
    await expectNoSeriousA11yViolations(page, 'accueil-connecte');

    // Sign out from the user menu: the server ends the session and shows the login page.
    await fromUserMenu(page, 'Se déconnecter', /\/fr\/login\/$/);
    await page.getByRole('button', { name: 'Se connecter' }).last().waitFor();

    // A wrong password first, then the right one.
    await page.locator('#login_form_email').fill(email);
    await page.locator('#login_form_password').fill('Mauvais-mot-de-passe-1');
    await page.locator('#login_form').getByRole('button', { name: 'Se connecter' }).click();
    await visible(page, 'Adresse e-mail ou mot de passe incorrect.');
    await expectNoSeriousA11yViolations(page, 'connexion-erreur');
    await page.locator('#login_form_password').fill(PASSWORD);
    await page.locator('#login_form').getByRole('button', { name: 'Se connecter' }).click();
    await visible(page, 'Bonjour Claire');
    // Validated and terms accepted: no modal any more.
    expect(await page.locator('.troc-modal .ant-modal').count()).toBe(0);
    await screenshot(page, '07-signed-in-again');
  });

  it('lets a visitor skip to the content with the keyboard and read the accessibility statement', async () => {
    const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'fr-FR' });
    await visitor.goto(`${server.url}/fr/`);
    await visitor.locator('.troc-card').first().waitFor();
    await expectNoSeriousA11yViolations(visitor, 'accueil');

    // The first Tab reaches « Aller au contenu », shown with its focus outline; Enter moves the focus to the page.
    await visitor.keyboard.press('Tab');
    const skip = visitor.getByRole('link', { name: 'Aller au contenu' });
    await eventually(async () => expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true));
    expect(await skip.isVisible()).toBe(true);
    expect(await skip.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
    await screenshot(visitor, '12-skip-link');
    await visitor.keyboard.press('Enter');
    await eventually(async () => expect(await visitor.evaluate(() => document.activeElement?.id)).toBe('contenu'));

    await visitor.goto(`${server.url}/fr/login/`);
    await visitor.locator('#login_form_email').waitFor();
    await expectNoSeriousA11yViolations(visitor, 'connexion');

    await visitor
      .getByRole('navigation', { name: 'Liens de bas de page' })
      .getByRole('link', { name: 'Accessibilité : non conforme' })
      .click();
    await visitor.waitForURL(`${server.url}/fr/accessibilite/`);
    await visitor.getByRole('heading', { level: 1, name: 'Déclaration d’accessibilité' }).waitFor();
    await visible(visitor, 'Écrire à accessibilite@troc.demo');
    await screenshot(visitor, '13-accessibility-statement');
    await expectNoSeriousA11yViolations(visitor, 'declaration-accessibilite');
    await visitor.close();
  });

  it('edits the profile with the commune found from the postal code (marketplace remote)', async () => {
    await page.goto(`${server.url}/fr/user/profile/`);
    await page.locator('#profile_form_firstName').waitFor();
    await eventually(async () => expect(await page.locator('#profile_form_firstName').inputValue()).toBe('Claire'));
    await page.locator('#profile_form_postalCode').fill('33500');
    await page.locator('#profile_form_city').click();
    await page.locator('.ant-select-item-option', { hasText: 'Libourne' }).click();
    await page.locator('#profile_form_registrationNote').fill('Responsable logistique du pôle achats.');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await visible(page, 'Votre profil a été mis à jour.');
    await screenshot(page, '08-profile-saved');

    await page.getByRole('link', { name: 'Voir mon profil public' }).click();
    await visible(page, 'Claire Lemoine');
    await visible(page, 'Libourne');
    await visible(page, 'CHU de Bordeaux (Service public)');
    await screenshot(page, '09-public-profile');
  });

  it('sends a visitor to the login page, and shows the services of the organisation once signed in (backoffice remote)', async () => {
    const visitor = await browser.newPage();
    await visitor.goto(`${server.url}/fr/organisation/services/`);
    await visitor.waitForURL(/\/fr\/login\/\?redirect=/);
    await visitor.getByText('Connectez-vous pour accéder à cette page.').waitFor();
    await visitor.close();

    await page.goto(`${server.url}/fr/organisation/services/`);
    await visible(page, 'Mon organisation');
    await page.locator('.ant-table-row').first().waitFor();
    await eventually(async () => expect(await page.locator('.ant-spin-blur').count()).toBe(0));
    await screenshot(page, '10-organisation-services');
  });

  it('resets a forgotten password from the e-mailed link, then signs in with the new one', async () => {
    const visitor = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await visitor.goto(`${server.url}/fr/login/`);
    await visitor.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await visitor.locator('#reset_password_request_email').fill(email);
    await visitor.getByRole('button', { name: 'Envoyer le lien' }).click();
    await visitor.getByText('Si un compte existe pour cette adresse').waitFor();

    const link = await waitForMail(server, email, /\/fr\/reset-password\/[^/]+\/$/);
    await visitor.goto(link);
    const plain = visitor.locator('#reset_password_form_password_password_plainPassword');
    await plain.fill('court');
    await eventually(async () =>
      expect(await visitor.locator('.troc-password-checklist li[data-state="failing"]').count()).toBe(4),
    );
    const newPassword = 'Nouveau-Depart-2027?';
    await plain.fill(newPassword);
    await visitor.locator('#reset_password_form_password_password_confirmPassword').fill(newPassword);
    await screenshot(visitor, '11-reset-password');
    await visitor.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await visitor.getByText('Votre mot de passe a été modifié. Vous pouvez vous connecter.').waitFor();

    // The link works once only.
    await visitor.goto(link);
    await plain.fill(newPassword);
    await visitor.locator('#reset_password_form_password_password_confirmPassword').fill(newPassword);
    await visitor.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await visitor.getByText('Ce lien de réinitialisation est invalide ou a expiré.').waitFor();

    await visitor.goto(`${server.url}/fr/login/`);
    await visitor.locator('#login_form_email').fill(email);
    await visitor.locator('#login_form_password').fill(newPassword);
    await visitor.locator('#login_form').getByRole('button', { name: 'Se connecter' }).click();
    await visitor.getByText('Bonjour Claire').waitFor();
    await visitor.close();
  });
});
