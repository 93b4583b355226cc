// Renders a page as the shell does, with antd's motion off: the specs wait on nothing but the app.
import { render, screen, waitFor, within, type RenderResult } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import frFR from 'antd/locale/fr_FR';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { TrocProviders, createQueryClient } from '@troc/ui';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderPage(ui: ReactNode, { path = '/fr/', route = '*' } = {}): RenderResult {
  return render(
    <ConfigProvider locale={frFR} theme={{ token: { motion: false } }} wave={{ disabled: true }}>
      <MemoryRouter initialEntries={[path]}>
        <TrocProviders queryClient={createQueryClient({ retry: false })}>
          <Routes>
            <Route path={route} element={ui as ReactElement} />
          </Routes>
          <LocationProbe />
        </TrocProviders>
      </MemoryRouter>
    </ConfigProvider>,
  );
}

export const currentLocation = () => screen.getByTestId('location').textContent;

/**
 * The button showing `text`. Cheaper than a role query on a page of forms: those compute the
 * accessible name of every button of the page.
 */
export function button(text: string | RegExp, container: HTMLElement = document.body): HTMLButtonElement {
  const found = within(container)
    .getAllByText(text)
    .map((element) => element.closest('button'))
    .filter((element): element is HTMLButtonElement => element !== null);
  if (found.length !== 1) throw new Error(`${found.length} boutons « ${String(text)} »`);
  return found[0]!;
}

export const findButton = (text: string | RegExp, container?: HTMLElement) => waitFor(() => button(text, container));
