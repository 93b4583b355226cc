import { screen, within } from '@testing-library/react';
import { mockFetch, renderApp, resetApi, signedOut } from '@troc/ui/src/test-utils';
import { AccessibilityPage } from './AccessibilityPage';
import { accessibilityUi } from '@troc/shared/messages/accessibility';

const a = accessibilityUi;

function open(contact?: string) {
  document.head.querySelector('meta[name="troc:accessibility-contact"]')?.remove();
  if (contact !== undefined) {
    const meta = document.createElement('meta');
    meta.name = 'troc:accessibility-contact';
    meta.content = contact;
    document.head.append(meta);
  }
  resetApi();
  mockFetch(() => signedOut);
  renderApp(<AccessibilityPage />, { path: '/fr/accessibilite/' });
}

const section = (name: string) => screen.getByRole('region', { name });

describe('accessibility statement', () => {
  afterEach(() => document.head.querySelector('meta[name="troc:accessibility-contact"]')?.remove());

  it('follows the RGAA model: state, results, non-accessible contents, establishment, contact, remedy', () => {
    open('accessibilite@troc.demo');
    expect(screen.getByRole('heading', { level: 1, name: 'Déclaration d’accessibilité' })).toBeInTheDocument();
    expect(document.title).toBe('Déclaration d’accessibilité — Troc');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'État de conformité',
      'Résultats des tests',
      'Contenus non accessibles',
      'Établissement de cette déclaration',
      'Retour d’information et contact',
      'Voie de recours',
    ]);
    expect(
      within(section('État de conformité')).getByText(/non conforme avec le référentiel général/),
    ).toBeInTheDocument();
    // Honest about what was checked: no full audit, hence no rate.
    expect(within(section('État de conformité')).getByText(/Aucun audit complet/)).toBeInTheDocument();
    expect(screen.queryByText(/totalement conforme/)).not.toBeInTheDocument();
  });

  it('tells which pages axe-core checks and what it found', () => {
    open();
    const results = section('Résultats des tests');
    expect(within(results).getByText(/WCAG 2.1 de niveaux A et AA/)).toBeInTheDocument();
    for (const page of ['Accueil', 'Recherche d’annonces', 'Connexion', 'Mes annonces', 'Déposer une annonce'])
      expect(within(results).getByText(page)).toBeInTheDocument();
    expect(within(results).getByText(/aucune violation de gravité sérieuse ou critique/)).toBeInTheDocument();
  });

  it('names the known limits: the map with its address in text, the crop tool', () => {
    open();
    const limits = section('Contenus non accessibles');
    expect(within(limits).getByText(/Carte de la fiche d’une annonce/)).toHaveTextContent(
      /l’adresse .* est donnée en texte/,
    );
    expect(within(limits).getByText(/Outil de retouche des photos/)).toBeInTheDocument();
    expect(within(section('Établissement de cette déclaration')).getByText(/23 novembre 2026/)).toBeInTheDocument();
    expect(within(section('Établissement de cette déclaration')).getByText(/Chromium/)).toBeInTheDocument();
  });

  it('gives the contact the server configured as an e-mail address', () => {
    open('accessibilite@troc.demo');
    expect(screen.getByRole('link', { name: 'Écrire à accessibilite@troc.demo' })).toHaveAttribute(
      'href',
      'mailto:accessibilite@troc.demo',
    );
  });

  it('links a contact form when the contact is a web address', () => {
    open('https://troc.example/contact');
    expect(screen.getByRole('link', { name: a.contactLink })).toHaveAttribute('href', 'https://troc.example/contact');
  });

  it('gives the three ways to the Défenseur des droits, the postal address in full', () => {
    open();
    const remedy = section('Voie de recours');
    expect(within(remedy).getByRole('link', { name: /formulaire en ligne/ })).toHaveAttribute('href', a.remedyFormUrl);
    expect(within(remedy).getByRole('link', { name: /délégué du Défenseur des droits/ })).toHaveAttribute(
      'href',
      a.remedyDelegateUrl,
    );
    const address = remedy.querySelector('address')!;
    expect(address).toHaveTextContent('Défenseur des droits');
    expect(address).toHaveTextContent('Libre réponse 71120');
    expect(address).toHaveTextContent('75342 Paris CEDEX 07');
  });
});
