import { fireEvent, screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { useState } from 'react';
import {
  API,
  type CurrentUser,
  fr,
  OrganisationKind,
  type PerimeterFilterForm,
  Role,
  type ServiceChoice,
  withLocale,
} from '@troc/shared';
import { type FakeCall, mockFetch, renderApp, resetApi } from '../test-utils';
import { ServicesFilter } from './ServicesFilter';

const p = fr.perimeter;
/** The button's name: the field's label, then the choice it shows. */
const LABEL = new RegExp(`^${p.label} `);

const choice = (code: string, name: string, parent: string | null, path: string[], nbChildren = 0): ServiceChoice => ({
  code,
  name,
  internalCode: null,
  parent,
  path,
  nbChildren,
});
const ROOT = choice('1', 'CHU de Bordeaux', null, [], 3);
const ACHATS = choice('2', 'Direction des achats', '1', ['1'], 1);
const BIOMED = choice('3', 'Service biomédical', '1', ['1']);
const MAGASIN = choice('4', 'Magasin central de Pellegrin', '2', ['1', '2']);
const PHARMA = choice('5', 'Pharmacie à usage intérieur', '1', ['1']);
const FOLDERS: Record<string, ServiceChoice[]> = { '': [ROOT], '1': [ACHATS, BIOMED, PHARMA], '2': [MAGASIN] };
const ALL = [ROOT, ACHATS, BIOMED, MAGASIN, PHARMA];

function user(roles: Role[], service: CurrentUser['service'] = null): CurrentUser {
  return {
    id: 4,
    slug: 'julien-roux',
    email: 'julien.roux@chu.test',
    firstname: 'Julien',
    lastname: 'Roux',
    roles,
    emailValidated: true,
    termsAccepted: true,
    organisation: { id: 1, name: 'CHU de Bordeaux', kind: OrganisationKind.PublicService },
    service,
    postalCode: '33000',
    city: 'Bordeaux',
    registrationNote: null,
  };
}

/** The dropdown source of supporting §7; the folder '3' fails when `failing`. */
function server(roles = [Role.User, Role.OrganisationAdmin], failing = false, service: CurrentUser['service'] = null) {
  resetApi();
  return mockFetch((call: FakeCall) => {
    const path = call.url.split('?')[0];
    if (path === withLocale(API.me)) return { body: { user: user(roles, service), csrfToken: 'csrf-test' } };
    if (path === withLocale(API.notificationsCount)) {
      return { body: { total_messages: 0, total_notifs_unread: 0, total_in_cart: 0 } };
    }
    if (call.url === withLocale(API.servicesFilter)) {
      const form = (call.body as { form: { code?: string; codes?: string; keyword?: string } }).form;
      if (form.keyword) {
        return { body: { data: ALL.filter((c) => c.name.toLowerCase().includes(form.keyword!.toLowerCase())) } };
      }
      if (form.codes) return { body: { data: ALL.filter((c) => form.codes!.split(',').includes(c.code)) } };
      if (failing && form.code === '2') return { status: 500, body: { message: 'Le serveur ne répond pas.' } };
      return { body: { data: FOLDERS[form.code ?? ''] ?? [] } };
    }
    return { status: 404, body: { message: 'Introuvable' } };
  });
}

function Harness({
  initial = {},
  onChange,
}: {
  initial?: PerimeterFilterForm;
  onChange: (v: PerimeterFilterForm) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <ServicesFilter
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

// Generous waits: the session loads first, and antd's tree renders in several passes.
// Stretched on a loaded machine like every limit (an explicit timeout replaces the configured one).
const WAIT = { timeout: 10_000 * (Number(process.env.TEST_SLOWNESS) || 1) };
const opener = () => screen.findByRole('button', { name: LABEL }, WAIT);
const node = (name: string) =>
  waitFor(() => {
    const title = Array.from(document.querySelectorAll<HTMLElement>('.ant-tree-title')).find(
      (el) => el.textContent === name,
    );
    if (!title) throw new Error(`${name} not in the tree`);
    return title.closest('.ant-tree-treenode') as HTMLElement;
  }, WAIT);
const check = async (name: string) => fireEvent.click((await node(name)).querySelector('.ant-tree-checkbox')!);
/** Opens a folder by a click on its name, unless it is open already (a restored choice opens its folders). */
const open = async (name: string) => {
  const folder = await node(name);
  if (!folder.className.includes('ant-tree-treenode-switcher-open')) {
    fireEvent.click(folder.querySelector('.ant-tree-title')!);
  }
  await waitFor(() => {
    const title = Array.from(document.querySelectorAll<HTMLElement>('.ant-tree-title')).find(
      (el) => el.textContent === name,
    );
    expect(title?.closest('.ant-tree-treenode')?.className).toContain('ant-tree-treenode-switcher-open');
  }, WAIT);
};

jest.setTimeout(60_000);

describe('the user services filter', () => {
  it('opens the reader’s own branch and names their service', async () => {
    server(undefined, false, {
      id: 4,
      name: 'Magasin central de Pellegrin',
      internalCode: null,
      altInternalCode: null,
      prefix: null,
      hierarchy: '/1/2/4/',
    } as CurrentUser['service']);
    renderApp(<Harness onChange={jest.fn()} />);
    fireEvent.click(await opener());
    const own = await node(`Magasin central de Pellegrin — ${p.ownService}`);
    expect(own).toBeVisible();
  });

  it('searches the tree and opens the folders above what it finds', async () => {
    server();
    renderApp(<Harness onChange={jest.fn()} />);
    fireEvent.click(await opener());
    await node('CHU de Bordeaux');
    fireEvent.change(screen.getByRole('searchbox', { name: p.search }), { target: { value: 'magasin' } });
    expect(await screen.findByText('1 service trouvé', undefined, WAIT)).toBeInTheDocument();
    const found = await node('Magasin central de Pellegrin');
    expect(found.className).toContain('filter-node');
    fireEvent.change(screen.getByRole('searchbox', { name: p.search }), { target: { value: 'zzz' } });
    expect(await screen.findByText('Aucun service ne correspond à « zzz ».', undefined, WAIT)).toBeInTheDocument();
  });

  it('shows nothing to a member who is not an admin', async () => {
    server([Role.User]);
    renderApp(<Harness onChange={jest.fn()} />);
    await waitFor(() => expect(window.fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('button', { name: LABEL })).toBeNull();
  });

  it('opens folders on click, loading their sub-services, and applies a folder with its sub-services', async () => {
    const { calls } = server();
    const onChange = jest.fn();
    renderApp(<Harness onChange={onChange} />);
    const button = await opener();
    expect(button).toHaveTextContent(p.placeholder);
    fireEvent.click(button);
    await open('CHU de Bordeaux');
    await open('Direction des achats');
    await node('Magasin central de Pellegrin');
    const asked = calls.filter((c) => c.url === withLocale(API.servicesFilter)).map((c) => c.body);
    expect(asked).toEqual([
      { form: { code: '', hideOrphans: true } },
      { form: { code: '1', hideOrphans: true } },
      { form: { code: '2', hideOrphans: true } },
    ]);
    await check('Service biomédical');
    fireEvent.click(await screen.findByRole('button', { name: p.apply }, WAIT));
    // A service without sub-services goes alone.
    expect(onChange).toHaveBeenLastCalledWith({ perimeter_selected: '3' });
    await waitFor(
      () => expect(screen.getByRole('button', { name: LABEL })).toHaveTextContent('Service biomédical'),
      WAIT,
    );

    // A folder goes with its sub-services (the service checked before stays chosen); the label names
    // the choice, cut at 20 characters, whole in its title.
    fireEvent.click(screen.getByRole('button', { name: LABEL }));
    await open('CHU de Bordeaux');
    await check('Direction des achats');
    fireEvent.click(await screen.findByRole('button', { name: p.apply }, WAIT));
    expect(onChange).toHaveBeenLastCalledWith({ perimeter_services_all: '2', perimeter_selected: '3' });
    await waitFor(
      () => expect(screen.getByRole('button', { name: LABEL })).toHaveTextContent('Direction des achat…'),
      WAIT,
    );
    expect(screen.getByRole('button', { name: LABEL })).toHaveAttribute(
      'title',
      'Direction des achats, Service biomédical',
    );

    // Every sub-service of the top checked: the top goes whole.
    fireEvent.click(screen.getByRole('button', { name: LABEL }));
    await open('CHU de Bordeaux');
    await check('Pharmacie à usage intérieur');
    fireEvent.click(await screen.findByRole('button', { name: p.apply }, WAIT));
    expect(onChange).toHaveBeenLastCalledWith({ perimeter_services_all: '1' });
    await waitFor(() => expect(screen.getByRole('button', { name: LABEL })).toHaveTextContent('CHU de Bordeaux'), WAIT);
  });

  it('restores a choice from the address: names it and opens the folders above it, checked', async () => {
    server();
    const onChange = jest.fn();
    renderApp(<Harness initial={{ perimeter_selected: '4' }} onChange={onChange} />);
    await opener();
    await waitFor(
      () => expect(screen.getByRole('button', { name: LABEL })).toHaveTextContent('Magasin central de…'),
      WAIT,
    );
    fireEvent.click(await opener());
    const magasin = await node('Magasin central de Pellegrin');
    await waitFor(() => expect(magasin.querySelector('.ant-tree-checkbox-checked')).not.toBeNull(), WAIT);
    // « Effacer » empties the choice.
    fireEvent.click(await screen.findByRole('button', { name: p.clear }, WAIT));
    expect(onChange).toHaveBeenLastCalledWith({});
    await waitFor(() => expect(screen.getByRole('button', { name: LABEL })).toHaveTextContent(p.placeholder), WAIT);
  });

  it('shows the server’s message when a folder fails to load (supporting §8)', async () => {
    server(undefined, true);
    renderApp(<Harness onChange={jest.fn()} />);
    fireEvent.click(await opener());
    await open('CHU de Bordeaux');
    await open('Direction des achats');
    expect(await screen.findByText('Le serveur ne répond pas.', {}, WAIT)).toBeInTheDocument();
  });

  it('passes axe (WCAG 2.1 AA) closed and open', async () => {
    server();
    const { container } = renderApp(<Harness onChange={jest.fn()} />);
    fireEvent.click(await opener());
    await open('CHU de Bordeaux');
    await node('Service biomédical');
    for (const root of [container, document.querySelector('.ant-popover') as HTMLElement]) {
      const results = await axe.run(root, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
        rules: { 'color-contrast': { enabled: false } },
      });
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual(
        [],
      );
    }
  });
});
