jest.setTimeout(60_000);

import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { API, fr, ROUTES, withLocale, type OperationCard } from '@troc/shared';
import { callsTo, fakeServer } from '../test/fixtures';
import { FakeXhr, installFakeXhr, type XhrReply } from '../test/fakeXhr';
import { button, currentLocation, renderPage } from '../test/render';
import { importDetail, listOf } from './fixtures';
import { NewImportPage } from './NewImportPage';
import { uiImportMessages } from '@troc/shared/messages/ui-import';

const i = uiImportMessages;

const operation = (slug: string, name: string, writable = true) =>
  ({ slug, id: slug.length, name, writable }) as OperationCard;

function setup(reply: XhrReply, path = '/fr/import/new/') {
  const xhr = installFakeXhr(reply);
  const headers = jest.spyOn(FakeXhr.prototype, 'setRequestHeader');
  const server = fakeServer((call) =>
    call.url === withLocale(API.myOperations)
      ? {
          body: listOf([
            operation('demenagement-tastet', 'Déménagement Tastet'),
            operation('autre', 'Opération d’un autre', false),
          ]),
        }
      : undefined,
  );
  const view = renderPage(<NewImportPage />, { path });
  return { xhr, headers, server, view };
}

const csv = () => new File(['Titre;Famille\nFauteuil;Mobilier\n'], 'inventaire.csv', { type: 'text/csv' });
const zip = () => new File(['PK'], 'photos.zip', { type: 'application/zip' });

afterEach(() => jest.restoreAllMocks());

describe('« Importer des annonces »', () => {
  it('offers both templates as downloads', async () => {
    const { server } = setup({ status: 201, body: { data: importDetail() } });
    await waitFor(() => expect(callsTo(server.calls, API.myOperations)).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 1, name: i.newTitle })).toBeInTheDocument();
    expect(screen.getByText(i.intro)).toBeInTheDocument();
    const csvLink = screen.getByRole('link', { name: i.templateCsv });
    expect(csvLink).toHaveAttribute('href', '/fr/api/import/template/troc/csv/');
    expect(csvLink).toHaveAttribute('download');
    expect(screen.getByRole('link', { name: i.templateXlsx })).toHaveAttribute(
      'href',
      '/fr/api/import/template/troc/xlsx/',
    );
    expect(screen.getByLabelText(i.file)).toHaveAttribute('accept', '.csv,.xlsx');
    expect(screen.getByLabelText(i.images)).toHaveAttribute('accept', '.zip');
    // French words, not the browser's « Choose file / No file chosen ».
    expect(button(i.chooseFile)).toBeInTheDocument();
    expect(button(i.chooseImages)).toBeInTheDocument();
    expect(screen.getAllByText(i.noFile)).toHaveLength(2);
  });

  it('sends the file, the pictures and the operation as multipart, then opens the import', async () => {
    const { xhr, headers } = setup({ status: 201, body: { data: importDetail({ id: 'imp-9' }) } });
    await userEvent.upload(screen.getByLabelText(i.file), csv());
    await userEvent.upload(screen.getByLabelText(i.images), zip());
    expect(screen.queryByText(i.noFile)).toBeNull();
    fireEvent.mouseDown(screen.getByLabelText(i.operation));
    await userEvent.click(await screen.findByTitle('Déménagement Tastet'));
    // Only the operations I manage are offered.
    expect(screen.queryByTitle('Opération d’un autre')).toBeNull();
    await userEvent.click(button(i.upload));

    await waitFor(() => expect(currentLocation()).toBe(withLocale(ROUTES.importView('imp-9'))));
    expect(xhr.sent).toHaveLength(1);
    const [sent] = xhr.sent;
    expect(sent!.url).toBe('/fr/api/import/upload/troc/');
    expect((sent!.data.get('file') as File).name).toBe('inventaire.csv');
    expect((sent!.data.get('images') as File).name).toBe('photos.zip');
    expect(sent!.data.get('operation')).toBe('demenagement-tastet');
    expect(headers).toHaveBeenCalledWith('X-CSRF-Token', 'csrf-test');
  });

  it('sends no operation nor pictures when none is chosen', async () => {
    const { xhr } = setup({ status: 201, body: { data: importDetail({ id: 'imp-3' }) } });
    await userEvent.upload(screen.getByLabelText(i.file), csv());
    await userEvent.click(button(i.upload));
    await waitFor(() => expect(currentLocation()).toBe(withLocale(ROUTES.importView('imp-3'))));
    expect([...xhr.sent[0]!.data.keys()]).toEqual(['file']);
  });

  it('imports past exchanges: their templates, no pictures nor operation, sent to the exchanges import', async () => {
    const { xhr } = setup({ status: 201, body: { data: importDetail({ id: 'imp-7', kind: 'tracker' }) } });
    await userEvent.click(screen.getByRole('radio', { name: i.kinds.tracker }));
    expect(screen.getByRole('heading', { level: 1, name: i.newTrackerTitle })).toBeInTheDocument();
    expect(screen.getByText(i.trackerIntro)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: i.templateXlsx })).toHaveAttribute(
      'href',
      withLocale(API.importTemplate('tracker', 'xlsx')),
    );
    expect(screen.queryByLabelText(i.images)).toBeNull();
    await userEvent.upload(screen.getByLabelText(i.file), csv());
    await userEvent.click(button(i.upload));
    await waitFor(() => expect(currentLocation()).toBe(withLocale(ROUTES.importView('imp-7'))));
    expect(xhr.sent[0]!.url).toBe('/fr/api/import/upload/tracker/');
    expect([...xhr.sent[0]!.data.keys()]).toEqual(['file']);
  });

  it('asks for a file before sending anything', async () => {
    const { xhr } = setup({ status: 201, body: { data: importDetail() } });
    await userEvent.click(button(i.upload));
    expect(await screen.findByText(fr.imports.errors.fileRequired)).toBeInTheDocument();
    expect(screen.getByLabelText(i.file)).toHaveAttribute('aria-invalid', 'true');
    expect(xhr.sent).toHaveLength(0);
  });

  it("shows the server's refusals under their fields and stays on the page", async () => {
    setup({
      status: 422,
      body: {
        errors: {
          file: [fr.imports.errors.unreadable],
          images: [fr.imports.errors.imagesType],
          operation: [fr.imports.errors.operation],
        },
      },
    });
    await userEvent.upload(screen.getByLabelText(i.file), csv());
    await userEvent.click(button(i.upload));
    expect(await screen.findByText(fr.imports.errors.unreadable)).toBeInTheDocument();
    expect(screen.getByText(fr.imports.errors.imagesType)).toBeInTheDocument();
    expect(await screen.findByText(fr.imports.errors.operation)).toBeInTheDocument();
    expect(currentLocation()).toBe('/fr/import/new/');
  });

  it('has no WCAG A/AA violation that axe-core can see in jsdom', async () => {
    const { view } = setup({ status: 201, body: { data: importDetail() } });
    await userEvent.click(button(i.upload));
    await screen.findByText(fr.imports.errors.fileRequired);
    const results = await axe.run(view.container, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  });
});
