jest.setTimeout(60_000);

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API, fr, withLocale, type UploadedFile } from '@troc/shared';
import { renderPage } from '../../test/render';
import { fakeServer, type Route } from '../../test/fixtures';
import { ImageEditBody } from './ImageEditBody';
import { listingManagementUi } from '@troc/shared/messages/ui-listing-management';

/** Cropper.js needs a real layout: the test drives a stand-in that records what it is asked. */
const cropper = {
  options: null as Record<string, unknown> | null,
  calls: [] as [string, ...unknown[]][],
  data: { x: 10.4, y: 20, width: 300, height: 200, rotate: 15, scaleX: -1, scaleY: 1 },
};
jest.mock('cropperjs', () => ({
  __esModule: true,
  default: class {
    constructor(_image: HTMLImageElement, options: Record<string, unknown>) {
      cropper.options = options;
      setTimeout(() => (options.ready as () => void)(), 0);
    }
    getData() {
      return cropper.data;
    }
    destroy() {}
    setDragMode(...args: unknown[]) {
      cropper.calls.push(['setDragMode', ...args]);
    }
    reset() {
      cropper.calls.push(['reset']);
    }
    zoom(...args: unknown[]) {
      cropper.calls.push(['zoom', ...args]);
    }
    rotate(...args: unknown[]) {
      cropper.calls.push(['rotate', ...args]);
    }
    scaleX(...args: unknown[]) {
      cropper.calls.push(['scaleX', ...args]);
    }
    scaleY(...args: unknown[]) {
      cropper.calls.push(['scaleY', ...args]);
    }
  },
}));

const e = listingManagementUi.imageEdit;
const file: UploadedFile = {
  id: 50,
  path: '/uploads/a.webp',
  name: 'a.jpg',
  edition: {
    id: 50,
    url: '/uploads/a-original.webp',
    data: { x: 1, y: 2, width: 3, height: 4, rotate: 0, scaleX: 1, scaleY: 1 },
  },
};
const saved: UploadedFile = { ...file, path: '/uploads/a-edit.webp', thumbnail: '/uploads/a-thumb2.webp' };

function setup(route: Route) {
  cropper.calls = [];
  const onSaved = jest.fn();
  const close = jest.fn();
  const server = fakeServer(route);
  renderPage(<ImageEditBody file={file} onSaved={onSaved} close={close} />);
  return { server, onSaved, close };
}

const editCall = (server: ReturnType<typeof setup>['server']) =>
  server.fetch.mock.calls.filter(([url]) => url === withLocale(API.imageEdit(50)));

describe('ImageEditBody (supporting §2, §4)', () => {
  it('starts a free-ratio crop from the original picture and its last crop', async () => {
    setup(() => undefined);
    await waitFor(() => expect(screen.getByRole('button', { name: e.save })).toBeEnabled());
    expect(screen.getByRole('img', { name: e.imageAlt })).toHaveAttribute('src', '/uploads/a-original.webp');
    expect(cropper.options).toMatchObject({ dragMode: 'crop', autoCrop: true, data: file.edition!.data });
    expect(Number.isNaN(cropper.options!.aspectRatio)).toBe(true);
    expect(screen.getByRole('radio', { name: new RegExp(e.crop) })).toBeChecked();
  });

  it('moves, zooms by ×1.1 and ×0.9, rotates by 15°, mirrors and resets', async () => {
    setup(() => undefined);
    await waitFor(() => expect(screen.getByRole('button', { name: e.save })).toBeEnabled());
    await userEvent.click(screen.getByText(e.move));
    await userEvent.click(screen.getByRole('button', { name: e.zoomIn }));
    await userEvent.click(screen.getByRole('button', { name: e.zoomOut }));
    await userEvent.click(screen.getByRole('button', { name: 'Pivoter de −15°' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pivoter de +15°' }));
    await userEvent.click(screen.getByRole('button', { name: e.flipHorizontal }));
    await userEvent.click(screen.getByRole('button', { name: e.flipVertical }));
    await userEvent.click(screen.getByRole('button', { name: e.reset }));

    const [zoomIn, zoomOut] = cropper.calls.filter(([name]) => name === 'zoom').map(([, ratio]) => ratio as number);
    // cropper.zoom(r) multiplies by 1 + r for r > 0 and by 1 / (1 − r) for r < 0.
    expect(1 + zoomIn!).toBeCloseTo(1.1);
    expect(1 / (1 - zoomOut!)).toBeCloseTo(0.9);
    expect(cropper.calls.filter(([name]) => name !== 'zoom')).toEqual([
      ['setDragMode', 'move'],
      ['rotate', -15],
      ['rotate', 15],
      ['scaleX', 1],
      ['scaleY', -1],
      ['reset'],
      ['setDragMode', 'crop'],
    ]);
  });

  it('posts the crop as form[x]…form[scaleY] with the token, then hands the picture over and closes', async () => {
    const { server, onSaved, close } = setup((call) =>
      call.url === withLocale(API.imageEdit(50)) ? { body: saved } : undefined,
    );
    await waitFor(() => expect(screen.getByRole('button', { name: e.save })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: e.save }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    const [[, init]] = editCall(server) as [[string, RequestInit]];
    const body = new URLSearchParams(String(init.body));
    expect(init.method).toBe('POST');
    expect(Object.fromEntries(body)).toEqual({
      'form[x]': '10.4',
      'form[y]': '20',
      'form[width]': '300',
      'form[height]': '200',
      'form[rotate]': '15',
      'form[scaleX]': '-1',
      'form[scaleY]': '1',
      'form[_token]': 'csrf-test',
    });
    expect(onSaved).toHaveBeenCalledWith(saved);
  });

  it('cannot save twice at once, and shows the error string when saving fails', async () => {
    let answer: (reply: { status: number; body: unknown }) => void = () => undefined;
    const { server, close } = setup((call) =>
      call.url === withLocale(API.imageEdit(50)) ? (new Promise((resolve) => (answer = resolve)) as never) : undefined,
    );
    const save = await screen.findByRole('button', { name: e.save });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(editCall(server)).toHaveLength(1));
    expect(screen.getByRole('button', { name: new RegExp(e.save) })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: new RegExp(e.save) }));
    expect(editCall(server)).toHaveLength(1);

    answer({ status: 422, body: { errors: { _form: [fr.listing.upload.crop] } } });
    expect(await screen.findByText(fr.listing.upload.crop)).toBeInTheDocument();
    expect(close).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: new RegExp(e.save) })).toBeEnabled();
  });
});
