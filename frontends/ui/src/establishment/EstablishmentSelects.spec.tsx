import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'antd';
import { API, fr, withLocale, type EstablishmentSiteView } from '@troc/shared';
import { mockFetch, renderApp, resetApi, signedOut, type FakeCall } from '../test-utils';
import { EstablishmentSelects } from './EstablishmentSelects';

const m = fr.establishment;
const RENNES = 'ES-35-chu-de-rennes';
const BORDEAUX = 'ES-33-chu-de-bordeaux';

const REGIONS: Record<string, string[]> = {
  hospital: ['Bretagne', 'Nouvelle-Aquitaine'],
  university: ['Île-de-France'],
};
const SITES: Record<string, Record<string, string>> = {
  'hospital|': { 'CHU de Bordeaux': BORDEAUX, 'CHU de Rennes': RENNES },
  'hospital|Bretagne': { 'CHU de Rennes': RENNES },
  'hospital|Nouvelle-Aquitaine': { 'CHU de Bordeaux': BORDEAUX },
  'university|': { 'Sorbonne Université': 'UN-75-sorbonne-universite' },
};
const DESCRIBED: EstablishmentSiteView = {
  type: 'hospital',
  region: 'Bretagne',
  regionCode: '53',
  label: 'CHU de Rennes',
  value: RENNES,
  city: 'Rennes',
};

/** A fake directory; the type 'local' fails (§8). */
function server() {
  return mockFetch((call) => {
    if (call.url.includes('/api/auth/me')) return signedOut;
    const url = new URL(call.url, 'http://localhost');
    const type = url.searchParams.get('establishmentType') ?? '';
    if (type === 'local') return { status: 500, body: { message: 'Une erreur est survenue.' } };
    if (url.pathname === '/fr/establishment_regions/0') return { body: REGIONS[type] ?? [] };
    if (url.pathname === '/fr/establishment_sites/0')
      return { body: SITES[`${type}|${url.searchParams.get('region') ?? ''}`] ?? {} };
    if (call.url === withLocale(API.establishmentSite(RENNES))) return { body: DESCRIBED };
    return { status: 404, body: { message: 'inconnu' } };
  });
}

const lookups = (calls: FakeCall[]) => calls.filter((c) => /establishment_(regions|sites)/.test(c.url));
const combo = (name: string) => screen.getByRole('combobox', { name });
const selectOf = (name: string) => combo(name).closest('.ant-select') as HTMLElement;
const isDisabled = (name: string) => selectOf(name).className.includes('ant-select-disabled');
const placeholderOf = (name: string) => selectOf(name).querySelector('.ant-select-placeholder')?.textContent ?? null;
/** The label a select shows for its value (antd writes it in the title of its content). */
const shownOf = (name: string) =>
  selectOf(name).querySelector('.ant-select-content-has-value')?.getAttribute('title') ?? null;

async function choose(name: string, option: string) {
  fireEvent.mouseDown(combo(name));
  const item = await waitFor(() => {
    const found = Array.from(document.querySelectorAll<HTMLElement>('.ant-select-item-option')).find(
      (el) => el.textContent === option && el.closest('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'),
    );
    if (!found) throw new Error(`no option ${option}`);
    return found;
  });
  await userEvent.click(item);
}

async function clear(name: string) {
  const icon = selectOf(name).querySelector('.ant-select-clear');
  if (!icon) throw new Error(`no clear icon on ${name}`);
  fireEvent.mouseDown(icon);
  fireEvent.click(icon);
}

function renderSelects(onChange = jest.fn(), value?: string | null) {
  renderApp(
    <Form>
      <EstablishmentSelects value={value} onChange={onChange} />
    </Form>,
  );
  return onChange;
}

beforeEach(() => resetApi());
afterEach(() => jest.restoreAllMocks());

describe('EstablishmentSelects', () => {
  it('asks for a type first: the région and site selects wait, with their message', async () => {
    const fake = server();
    renderSelects();
    expect(combo(m.fields.type)).toBeInTheDocument();
    expect(placeholderOf(m.fields.region)).toBe(m.chooseTypeFirst);
    expect(placeholderOf(m.fields.site)).toBe(m.chooseTypeFirst);
    expect(isDisabled(m.fields.region)).toBe(true);
    expect(isDisabled(m.fields.site)).toBe(true);
    expect(lookups(fake.calls)).toEqual([]);
  });

  it('loads the régions and sites of a type, with the XMLHttpRequest header, and reloads both for another type', async () => {
    const fake = server();
    renderSelects();
    await choose(m.fields.type, m.types.hospital);
    await waitFor(() => expect(placeholderOf(m.fields.region)).toBe(m.allRegions));
    expect(placeholderOf(m.fields.site)).toBe(m.chooseSite);
    expect(lookups(fake.calls).map((c) => c.url)).toEqual(
      expect.arrayContaining([
        withLocale(API.establishmentRegions('hospital')),
        withLocale(API.establishmentSites('hospital', '')),
      ]),
    );
    expect(lookups(fake.calls).every((c) => c.headers['X-Requested-With'] === 'XMLHttpRequest')).toBe(true);
    await choose(m.fields.region, 'Nouvelle-Aquitaine');
    await choose(m.fields.type, m.types.university);
    await waitFor(() =>
      expect(lookups(fake.calls).map((c) => c.url)).toEqual(
        expect.arrayContaining([
          withLocale(API.establishmentRegions('university')),
          withLocale(API.establishmentSites('university', '')),
        ]),
      ),
    );
    // The région chosen for the other type is gone.
    await waitFor(() => expect(placeholderOf(m.fields.region)).toBe(m.allRegions));
    await choose(m.fields.site, 'Sorbonne Université');
  });

  it('resets the région and site when the type is emptied', async () => {
    server();
    const onChange = renderSelects();
    await choose(m.fields.type, m.types.hospital);
    await choose(m.fields.region, 'Bretagne');
    await choose(m.fields.site, 'CHU de Rennes');
    expect(onChange).toHaveBeenLastCalledWith(RENNES);
    await clear(m.fields.type);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(null));
    expect(placeholderOf(m.fields.region)).toBe(m.chooseTypeFirst);
    expect(placeholderOf(m.fields.site)).toBe(m.chooseTypeFirst);
    expect(isDisabled(m.fields.region)).toBe(true);
    expect(isDisabled(m.fields.site)).toBe(true);
  });

  it('reloads the sites when the région changes', async () => {
    const fake = server();
    const onChange = renderSelects();
    await choose(m.fields.type, m.types.hospital);
    await choose(m.fields.region, 'Bretagne');
    await waitFor(() =>
      expect(fake.calls.map((c) => c.url)).toContain(withLocale(API.establishmentSites('hospital', 'Bretagne'))),
    );
    fireEvent.mouseDown(combo(m.fields.site));
    await waitFor(() => {
      const options = Array.from(document.querySelectorAll('.ant-select-item-option')).map((el) => el.textContent);
      expect(options).toContain('CHU de Rennes');
      expect(options).not.toContain('CHU de Bordeaux');
    });
    await choose(m.fields.site, 'CHU de Rennes');
    expect(onChange).toHaveBeenLastCalledWith(RENNES);
    await choose(m.fields.region, 'Nouvelle-Aquitaine');
    expect(onChange).toHaveBeenLastCalledWith(null);
    await waitFor(() =>
      expect(fake.calls.map((c) => c.url)).toContain(
        withLocale(API.establishmentSites('hospital', 'Nouvelle-Aquitaine')),
      ),
    );
    await choose(m.fields.site, 'CHU de Bordeaux');
    expect(onChange).toHaveBeenLastCalledWith(BORDEAUX);
  });

  it('resets the région and site selects with the message, and logs, when a lookup fails', async () => {
    server();
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSelects();
    await choose(m.fields.type, m.types.local);
    await waitFor(() => expect(log).toHaveBeenCalled());
    await waitFor(() => expect(placeholderOf(m.fields.region)).toBe(m.chooseTypeFirst));
    expect(placeholderOf(m.fields.site)).toBe(m.chooseTypeFirst);
    expect(isDisabled(m.fields.region)).toBe(true);
    expect(isDisabled(m.fields.site)).toBe(true);
    // Another type starts again.
    await choose(m.fields.type, m.types.hospital);
    await waitFor(() => expect(placeholderOf(m.fields.region)).toBe(m.allRegions));
  });

  it('shows a saved site with its type and région', async () => {
    server();
    renderSelects(jest.fn(), RENNES);
    await waitFor(() => expect(shownOf(m.fields.type)).toBe(m.types.hospital));
    await waitFor(() => expect(shownOf(m.fields.region)).toBe('Bretagne'));
    await waitFor(() => expect(shownOf(m.fields.site)).toBe('CHU de Rennes'));
    expect(within(selectOf(m.fields.site)).queryByText(RENNES)).not.toBeInTheDocument();
  });
});
