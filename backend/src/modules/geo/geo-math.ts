import { foldText } from '@troc/shared';

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE_LAT = 111.32;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLon = rad(lon2 - lon1);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  minLon: number;
  maxLon: number;
}

/**
 * The latitude/longitude rectangle that contains every point within `km` of the centre:
 * an indexable first filter before the exact distance.
 */
export function boundingBox(lat: number, lon: number, km: number): BoundingBox {
  const dLat = km / KM_PER_DEGREE_LAT;
  // Longitude degrees shrink towards the poles; take the widest latitude of the box.
  const widest = Math.min(89.9, Math.abs(lat) + dLat);
  const dLon = km / (KM_PER_DEGREE_LAT * Math.cos(rad(widest)));
  return { minLat: lat - dLat, maxLat: lat + dLat, minLon: lon - dLon, maxLon: lon + dLon };
}

/** The form a typed query is compared in: 'st etienne' and 'Saint-Étienne' both fold to words. */
export function foldPlace(value: string): string {
  return foldText(value.replace(/\bst(e?)\b/gi, 'saint$1'));
}
