import type { GeoPoint } from '../../contract/index.ts';

/**
 * Ray casting: is the point inside the closed polygon of [lat, lng] vertices? City-sized
 * polygons are small enough to treat latitude and longitude as plane coordinates.
 */
export function pointInPolygon(
  point: GeoPoint,
  polygon: ReadonlyArray<readonly [number, number]>,
): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const [latI, lngI] = polygon[i] ?? [0, 0];
    const [latJ, lngJ] = polygon[j] ?? [0, 0];
    const crosses =
      lngI > point.lng !== lngJ > point.lng &&
      point.lat < ((latJ - latI) * (point.lng - lngI)) / (lngJ - lngI) + latI;
    if (crosses) inside = !inside;
  }
  return inside;
}
