import { configure, screen, within } from '@testing-library/react';
import { PublicationStatus, type OperationCard } from '@troc/shared';
import { mockFetch, renderApp, resetApi, signedOut } from '@troc/ui/src/test-utils';
import { operationCard } from './fixtures';
import { OperationActionButtons } from './OperationActionButtons';
import { OperationCardItem } from './OperationCardItem';
import type { OperationActions } from './useOperationActions';

configure({ defaultHidden: true });

const card = operationCard;

const actions: OperationActions = {
  publish: jest.fn(),
  unpublish: jest.fn(),
  remove: jest.fn(),
  duplicate: jest.fn(),
  busy: null,
  holder: <></>,
};

const labels = (group: HTMLElement) =>
  [...group.querySelectorAll('button, a.ant-btn')].map((element) => element.textContent?.trim());

beforeEach(() => {
  resetApi();
  mockFetch(() => signedOut);
});

const show = (data: OperationCard) =>
  renderApp(<OperationCardItem card={data} actions={<OperationActionButtons card={data} actions={actions} />} />);

describe('operation card', () => {
  it('cuts the description at 100 characters and shows its status and figures', async () => {
    const data = card();
    show(data);
    await screen.findByText('Brouillon');
    const description = screen.getByText(/Tout le mobilier/);
    expect(description.textContent!.length).toBeLessThanOrEqual(101);
    expect(description.textContent!.endsWith('…')).toBe(true);
    expect(screen.getByText('4')).toBeInTheDocument();
    expect(screen.getByText('12')).toBeInTheDocument();
  });

  it('offers only what the operation table and the server both allow', async () => {
    show(card());
    const group = await screen.findByRole('group', { name: /Actions sur l’opération/ });
    expect(labels(group)).toEqual(['Voir', 'Modifier', 'Publier', 'Dupliquer', 'Supprimer']);
  });

  it('does not offer publish when the server leaves it out, even from a draft', async () => {
    show(card({ actions: ['delete'] }));
    const group = await screen.findByRole('group', { name: /Actions sur l’opération/ });
    expect(labels(group)).toEqual(['Voir', 'Modifier', 'Dupliquer', 'Supprimer']);
  });

  it('offers unpublish on a published operation, and nothing but « Voir » to a reader', async () => {
    const published = card({
      publicationStatus: PublicationStatus.Published,
      actions: ['unpublish', 'delete', 'publish'],
    });
    const { unmount } = show(published);
    let group = await screen.findByRole('group', { name: /Actions sur l’opération/ });
    expect(labels(group)).toEqual(['Voir', 'Modifier', 'Dépublier', 'Dupliquer', 'Supprimer']);
    unmount();
    show(card({ writable: false, actions: [] }));
    group = await screen.findByRole('group', { name: /Actions sur l’opération/ });
    expect(
      within(group)
        .getAllByRole('link')
        .map((link) => link.textContent?.trim()),
    ).toEqual(['Voir']);
    expect(labels(group)).toEqual(['Voir']);
  });
});
