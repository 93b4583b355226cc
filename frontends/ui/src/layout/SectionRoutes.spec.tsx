import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { MemoryRouter, Route } from 'react-router-dom';
import { fr } from '@troc/shared';
import { SectionRoutes } from './SectionRoutes';

const Page = lazy(async () => ({ default: () => <h1>Page chargée</h1> }));

const at = (path: string, notFound?: boolean) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <SectionRoutes notFound={notFound}>
        <Route index element={<Page />} />
      </SectionRoutes>
    </MemoryRouter>,
  );

describe('SectionRoutes', () => {
  it('loads the page of the route', async () => {
    at('/');
    expect(await screen.findByRole('heading', { name: 'Page chargée' })).toBeInTheDocument();
  });

  it('answers any other address with the not-found page', async () => {
    at('/ailleurs');
    expect(await screen.findByRole('heading', { name: fr.ui.common.notFoundTitle })).toBeInTheDocument();
  });

  it('leaves other addresses to a page that takes them all', () => {
    at('/ailleurs', false);
    expect(screen.queryByRole('heading', { name: fr.ui.common.notFoundTitle })).not.toBeInTheDocument();
  });
});
