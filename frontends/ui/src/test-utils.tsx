// Test doubles shared by the front ends' unit tests (never imported by application code).
import { render, type RenderResult } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import frFR from 'antd/locale/fr_FR';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { TrocProviders } from './TrocProviders';
import { api } from './api/client';
import { createQueryClient } from './query/queryClient';

export interface FakeCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

export type FakeReply = { status?: number; body?: unknown } | Error;
export type FakeHandler = (call: FakeCall) => FakeReply | Promise<FakeReply>;

/** Replaces window.fetch; `calls` records every request with its JSON body. */
export function mockFetch(handler: FakeHandler): { calls: FakeCall[]; fetch: jest.Mock } {
  const calls: FakeCall[] = [];
  const fetch = jest.fn(async (input: string, init: RequestInit = {}) => {
    const call: FakeCall = {
      url: input,
      method: init.method ?? 'GET',
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const reply = await handler(call);
    if (reply instanceof Error) throw reply;
    const status = reply.status ?? 200;
    return {
      ok: status >= 200 && status < 300,
      status,
      text: async () => (reply.body === undefined ? '' : JSON.stringify(reply.body)),
    };
  });
  Object.defineProperty(window, 'fetch', { value: fetch, configurable: true, writable: true });
  return { calls, fetch };
}

/** A signed-out session with a CSRF token: the default answer of GET /fr/api/auth/me. */
export const signedOut = { status: 200, body: { user: null, csrfToken: 'csrf-test' } };

export function resetApi(): void {
  api.setCsrfToken(null);
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders `ui` at `path` inside the router, antd's French locale and the Troc providers (a fresh cache, no retry). */
export function renderApp(
  ui: ReactNode,
  { path = '/fr/', route = '*', state }: { path?: string; route?: string; state?: unknown } = {},
): RenderResult {
  return render(
    <ConfigProvider locale={frFR}>
      <MemoryRouter initialEntries={[state === undefined ? path : { pathname: path, state }]}>
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
