jest.setTimeout(60_000);

import { useQuery } from '@tanstack/react-query';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { API, parisDay, ReturnCondition, withLocale } from '@troc/shared';
import { listingKeys } from '@troc/ui';
import { mockFetch, renderApp, resetApi, signedOut, type FakeCall } from '@troc/ui/src/test-utils';
import { ongoingFixture } from './fixtures';
import { LoanReturnButton } from './LoanReturnButton';

const user = userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });
configure({ defaultHidden: true });

beforeEach(() => resetApi());

/** Stands for the listing view: counts how often its query is read. */
let listingReads = 0;
function ListingProbe() {
  useQuery({
    queryKey: listingKeys.view('perceuse-visseuse'),
    queryFn: () => {
      listingReads += 1;
      return { slug: 'perceuse-visseuse' };
    },
  });
  return null;
}

describe('« Retour de prêt » on the listing', () => {
  it('records the return of the period, says « Retour enregistré » and reads the listing again', async () => {
    listingReads = 0;
    const period = ongoingFixture();
    const posts: FakeCall[] = [];
    mockFetch((call) => {
      if (call.method !== 'POST' || !call.url.includes('/api/calendar/period/')) return signedOut;
      posts.push(call);
      return {
        body: ongoingFixture({
          returnable: false,
          returned: {
            returnDate: parisDay(),
            returnDateString: parisDay().split('-').reverse().join('/'),
            condition: ReturnCondition.Good,
            note: null,
            by: 'Karim Haddad',
          },
        }),
      };
    });
    renderApp(
      <>
        <ListingProbe />
        <LoanReturnButton
          returnable={{
            tracker: 'echange-1',
            period: period.id,
            startDateString: period.startDateString,
            endDateString: period.endDateString,
          }}
        />
      </>,
    );
    await waitFor(() => expect(listingReads).toBe(1));
    await user.click(screen.getByRole('button', { name: 'Retour de prêt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retour de prêt' });
    expect(
      within(dialog).getByText(`Prêt du ${period.startDateString} au ${period.endDateString}.`),
    ).toBeInTheDocument();

    // The same checks as the page: no condition, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le retour' }));
    expect(await within(dialog).findByText('Veuillez indiquer l’état du bien au retour.')).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    await user.click(within(dialog).getByRole('radio', { name: 'Bon état' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer le retour' }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]).toMatchObject({
      url: withLocale(API.calendarPeriodAction('return', period.id)),
      body: { loan_return_form: { returnDate: parisDay(), condition: 'Good' } },
    });
    expect(await within(dialog).findByText('Retour enregistré')).toBeInTheDocument();
    expect(within(dialog).getByText('État : Bon état')).toBeInTheDocument();
    await waitFor(() => expect(listingReads).toBe(2));
  });
});
