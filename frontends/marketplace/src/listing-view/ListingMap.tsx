import { Alert } from 'antd';
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import { useEffect, useRef, useState } from 'react';
import { fr, LIMITS } from '@troc/shared';

const ui = fr.ui.listingBrowse.view;

declare global {
  interface Window {
    /** Deployment settings set by a same-origin script before the applications load. */
    TROC_CONFIG?: { mapTileUrl?: string; mapAttribution?: string };
  }
}

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

const meta = (name: string) => document.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || undefined;

/**
 * The tile server: a <meta name="troc:map-tile-url"> of the page (allowed by the content
 * security policy, unlike an inline script), else window.TROC_CONFIG, else OpenStreetMap.
 */
export function mapTiles(): { url: string; attribution: string } {
  const config = window.TROC_CONFIG;
  return {
    url: meta('troc:map-tile-url') ?? config?.mapTileUrl ?? DEFAULT_TILE_URL,
    attribution: meta('troc:map-attribution') ?? config?.mapAttribution ?? ui.mapAttribution,
  };
}

/** Shown in place of a tile that could not be loaded: a plain, light square. */
export const ERROR_TILE = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="#eef1ec"/><path d="M0 256L256 0" stroke="#dde2da" stroke-width="2"/></svg>',
)}`;

/** A pin drawn in CSS and SVG: leaflet's default marker images do not survive bundling. */
const PIN = L.divIcon({
  className: 'troc-map__pin',
  html: '<svg viewBox="0 0 30 40" width="30" height="40" aria-hidden="true"><path d="M15 0C6.7 0 0 6.7 0 15c0 11 15 25 15 25s15-14 15-25C30 6.7 23.3 0 15 0z" fill="#1f7a4d"/><circle cx="15" cy="15" r="6" fill="#fff"/></svg>',
  iconSize: [30, 40],
  iconAnchor: [15, 40],
});

export interface MapPoint {
  lat: number;
  lon: number;
}

/**
 * The place of a listing on a map (core §9: max zoom 15; Paris at zoom 5 without a point;
 * the marker kept 36 px from the edges). Tiles that fail to load leave a plain tile and a
 * notice: the page works without a tile server.
 */
export function ListingMap({ point, label }: { point: MapPoint | null; label: string }) {
  const container = useRef<HTMLDivElement>(null);
  const [tilesFailed, setTilesFailed] = useState(false);
  const lat = point?.lat;
  const lon = point?.lon;

  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const { maxZoom, defaultZoom, defaultCenter, markerPadding } = LIMITS.map;
    const map = L.map(element, { maxZoom, scrollWheelZoom: false, zoomControl: false });
    // leaflet's own buttons are named in English: the page is in French.
    L.control.zoom({ zoomInTitle: ui.mapZoomIn, zoomOutTitle: ui.mapZoomOut }).addTo(map);
    const tiles = mapTiles();
    const layer = L.tileLayer(tiles.url, { maxZoom, attribution: tiles.attribution, errorTileUrl: ERROR_TILE });
    layer.on('tileerror', () => setTilesFailed(true));
    layer.addTo(map);

    if (lat !== undefined && lon !== undefined) {
      const at = L.latLng(lat, lon);
      L.marker(at, { icon: PIN, title: label, alt: label, keyboard: false }).addTo(map);
      const size = map.getSize();
      // A hidden or zero-sized map cannot fit bounds: centre it instead.
      if (size.x > 2 * markerPadding && size.y > 2 * markerPadding) {
        map.fitBounds(L.latLngBounds(at, at), { padding: [markerPadding, markerPadding], maxZoom });
      } else {
        map.setView(at, maxZoom);
      }
    } else {
      map.setView(L.latLng(defaultCenter[0], defaultCenter[1]), defaultZoom);
    }
    // The column may change width (window resized): let leaflet measure again.
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      map.remove();
    };
  }, [lat, lon, label]);

  return (
    <div className="troc-map">
      <div ref={container} className="troc-map__canvas" role="region" aria-label={label} />
      {tilesFailed ? <Alert type="info" showIcon title={ui.mapTilesFailed} className="troc-map__notice" /> : null}
    </div>
  );
}
