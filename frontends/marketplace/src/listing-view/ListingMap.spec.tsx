import { act, render, screen } from '@testing-library/react';
import L from 'leaflet';
import { LIMITS } from '@troc/shared';
import { DEFAULT_TILE_URL, ERROR_TILE, ListingMap } from './ListingMap';

/** Catches the map and tile layer the component creates. */
function spyOnLeaflet() {
  const created: { map?: L.Map; layer?: L.TileLayer } = {};
  const map = jest.spyOn(L, 'map').mockImplementation((...args: Parameters<typeof L.map>) => {
    created.map = new L.Map(...args);
    return created.map;
  });
  const tileLayer = jest.spyOn(L, 'tileLayer').mockImplementation((...args: Parameters<typeof L.tileLayer>) => {
    created.layer = new L.TileLayer(...args);
    return created.layer;
  });
  return { created, restore: () => [map, tileLayer].forEach((spy) => spy.mockRestore()) };
}

describe('ListingMap', () => {
  afterEach(() => {
    delete window.TROC_CONFIG;
  });

  it('centres on Paris at zoom 5 when the listing has no place', () => {
    const leaflet = spyOnLeaflet();
    try {
      render(<ListingMap point={null} label="Carte" />);
      const map = leaflet.created.map!;
      expect(map.getZoom()).toBe(LIMITS.map.defaultZoom);
      expect(map.getCenter().lat).toBeCloseTo(48.8566, 3);
      expect(map.getCenter().lng).toBeCloseTo(2.3522, 3);
      expect(map.getMaxZoom()).toBe(15);
      expect(document.querySelector('.troc-map__pin')).toBeNull();
    } finally {
      leaflet.restore();
    }
  });

  it('puts a marker on the place, at the closest zoom allowed', () => {
    const leaflet = spyOnLeaflet();
    try {
      render(<ListingMap point={{ lat: 47.2184, lon: -1.5536 }} label="Carte : 44000 Nantes" />);
      const map = leaflet.created.map!;
      expect(map.getZoom()).toBe(LIMITS.map.maxZoom);
      expect(map.getCenter().lat).toBeCloseTo(47.2184, 3);
      expect(document.querySelector('.troc-map__pin')).not.toBeNull();
      expect(screen.getByRole('region', { name: 'Carte : 44000 Nantes' })).toBeInTheDocument();
    } finally {
      leaflet.restore();
    }
  });

  it('reads the tile server from the page settings, OpenStreetMap by default', () => {
    const leaflet = spyOnLeaflet();
    try {
      const { unmount } = render(<ListingMap point={null} label="Carte" />);
      expect(L.tileLayer).toHaveBeenLastCalledWith(DEFAULT_TILE_URL, expect.objectContaining({ maxZoom: 15 }));
      unmount();
      window.TROC_CONFIG = { mapTileUrl: 'https://tuiles.exemple.gouv.fr/{z}/{x}/{y}.png' };
      render(<ListingMap point={null} label="Carte" />);
      expect(L.tileLayer).toHaveBeenLastCalledWith(
        'https://tuiles.exemple.gouv.fr/{z}/{x}/{y}.png',
        expect.objectContaining({ errorTileUrl: ERROR_TILE }),
      );
    } finally {
      leaflet.restore();
    }
  });

  it('prefers the tile server named by the page’s meta tag', () => {
    const leaflet = spyOnLeaflet();
    const tag = Object.assign(document.createElement('meta'), {
      name: 'troc:map-tile-url',
      content: 'https://cartes.exemple.gouv.fr/{z}/{x}/{y}.png',
    });
    document.head.append(tag);
    try {
      window.TROC_CONFIG = { mapTileUrl: 'https://autre.exemple.fr/{z}/{x}/{y}.png' };
      render(<ListingMap point={null} label="Carte" />);
      expect(L.tileLayer).toHaveBeenLastCalledWith('https://cartes.exemple.gouv.fr/{z}/{x}/{y}.png', expect.anything());
    } finally {
      tag.remove();
      leaflet.restore();
    }
  });

  it('keeps working when tiles fail: an error tile and a notice', () => {
    const leaflet = spyOnLeaflet();
    try {
      render(<ListingMap point={{ lat: 47.2184, lon: -1.5536 }} label="Carte" />);
      expect(screen.queryByText(/fond de carte/)).not.toBeInTheDocument();
      const layer = leaflet.created.layer!;
      expect(layer.options.errorTileUrl).toBe(ERROR_TILE);
      act(() => {
        layer.fire('tileerror', {
          tile: document.createElement('img'),
          coords: new L.Point(0, 0),
          error: new Error('hors ligne'),
        });
      });
      expect(
        screen.getByText('Le fond de carte n’a pas pu être chargé ; la position reste indiquée.'),
      ).toBeInTheDocument();
      // The marker stays.
      expect(document.querySelector('.troc-map__pin')).not.toBeNull();
    } finally {
      leaflet.restore();
    }
  });
});
