import { screen } from '@testing-library/react';
import { ROUTES, withLocale, type ImportLineView } from '@troc/shared';
import { renderPage } from '../test/render';
import { successLine, toCompleteLine } from './fixtures';
import { LineListingLink } from './ImportLinesTable';
import { uiImportMessages } from '@troc/shared/messages/ui-import';

const i = uiImportMessages;

describe('the link of an import line', () => {
  it('leads a listing to complete to its edit page, a published one to its page', () => {
    renderPage(
      <>
        <LineListingLink line={toCompleteLine} />
        <LineListingLink line={successLine} />
      </>,
    );
    expect(screen.getByRole('link', { name: i.complete })).toHaveAttribute(
      'href',
      withLocale(ROUTES.trocEdit(toCompleteLine.troc!.slug)),
    );
    expect(screen.getByRole('link', { name: i.open })).toHaveAttribute(
      'href',
      withLocale(ROUTES.trocView(successLine.troc!.slug)),
    );
  });

  it('leads an exchange a line recorded to its page', () => {
    const line: ImportLineView = { ...successLine, troc: null, tracker: { slug: 'ech-42', name: 'Armoire' } };
    renderPage(<LineListingLink line={line} />);
    expect(screen.getByRole('link', { name: i.openTracker })).toHaveAttribute(
      'href',
      withLocale(ROUTES.trackerEdit('ech-42')),
    );
  });
});
