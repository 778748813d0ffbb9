/*
 * The geometry of the geofencing nodes (ThingsBoard's GeoUtil): great-circle distance
 * for circles, point-in-polygon for polygons. Polygons are planar in (latitude,
 * longitude), as ThingsBoard builds them; points on a polygon's edge are outside.
 */

export interface LatLon {
  latitude: number;
  longitude: number;
}

/** How many of each unit make one kilometre (ThingsBoard's RangeUnit). */
const PER_KM = { METER: 1000, KILOMETER: 1, FOOT: 3280.84, MILE: 0.62137, NAUTICAL_MILE: 0.539957 } as const;

export type RangeUnit = keyof typeof PER_KM;
export const RANGE_UNITS = Object.keys(PER_KM) as RangeUnit[];

export function isRangeUnit(value: unknown): value is RangeUnit {
  return typeof value === 'string' && value in PER_KM;
}

/** Mean earth radius of spatial4j's geo context (DistanceUtils.EARTH_MEAN_RADIUS_KM). */
const EARTH_RADIUS_KM = 6371.0087714;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance between two points, in `unit`. */
export function distance(a: LatLon, b: LatLon, unit: RangeUnit): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  const angle = 2 * Math.atan2(Math.sqrt(h), Math.sqrt(Math.max(0, 1 - h)));
  return angle * EARTH_RADIUS_KM * PER_KM[unit];
}

/** Inside a circle: strictly closer to the centre than the range. */
export function circleContains(center: LatLon, range: number, unit: RangeUnit, point: LatLon): boolean {
  return range > distance(point, center, unit);
}

/** A ring of [latitude, longitude] vertices, not closed. */
export type Ring = [number, number][];

function isVertex(value: unknown): value is [number, number] {
  return Array.isArray(value) && value.length >= 2 && typeof value[0] === 'number' && typeof value[1] === 'number' && Number.isFinite(value[0]) && Number.isFinite(value[1]);
}

/** Two vertices are opposite corners of a rectangle. */
function toRing(vertices: [number, number][]): Ring {
  if (vertices.length === 2) {
    const [[x1, y1], [x2, y2]] = vertices as [[number, number], [number, number]];
    return [[x1, y1], [x1, y2], [x2, y2], [x2, y1]];
  }
  const ring = vertices.map(([x, y]) => [x, y] as [number, number]);
  const first = ring[0]!;
  const last = ring[ring.length - 1]!;
  if (ring.length > 3 && first[0] === last[0] && first[1] === last[1]) ring.pop();
  return ring;
}

function collectRings(value: unknown, rings: Ring[]): void {
  if (!Array.isArray(value) || value.length === 0) throw new Error('Polygon definition should be a list of [latitude, longitude] points');
  if (value.every(isVertex)) {
    if (value.length < 2) throw new Error('A polygon needs at least two points');
    rings.push(toRing(value));
    return;
  }
  for (const item of value) collectRings(item, rings);
}

/**
 * The polygons of a definition: `[[lat,lon],...]` is one polygon, `[[[lat,lon],...],
 * [[lat,lon],...]]` several (nested at any depth); two points make a rectangle. Throws on
 * anything else.
 */
export function parsePolygons(definition: string): Ring[] {
  if (typeof definition !== 'string' || definition.trim() === '') throw new Error("Polygon string can't be empty or null!");
  let parsed: unknown;
  try {
    parsed = JSON.parse(definition);
  } catch {
    throw new Error(`Invalid polygon definition: ${definition}`);
  }
  const rings: Ring[] = [];
  collectRings(parsed, rings);
  return rings;
}

function onSegment([px, py]: [number, number], [ax, ay]: [number, number], [bx, by]: [number, number]): boolean {
  const cross = (bx - ax) * (py - ay) - (by - ay) * (px - ax);
  if (Math.abs(cross) > 1e-12 * Math.max(1, Math.abs(bx - ax) + Math.abs(by - ay))) return false;
  return px >= Math.min(ax, bx) && px <= Math.max(ax, bx) && py >= Math.min(ay, by) && py <= Math.max(ay, by);
}

type Placement = 'inside' | 'edge' | 'outside';

/** Where a point lies against one ring (even-odd ray casting). */
function place(ring: Ring, point: [number, number]): Placement {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (onSegment(point, a, b)) return 'edge';
    if (a[1] > point[1] !== b[1] > point[1] && point[0] < ((b[0] - a[0]) * (point[1] - a[1])) / (b[1] - a[1]) + a[0]) inside = !inside;
  }
  return inside ? 'inside' : 'outside';
}

function sameRing(a: Ring, b: Ring): boolean {
  return a.length === b.length && a.every(([x, y], i) => x === b[i]![0] && y === b[i]![1]);
}

/** A ring lying within another (different) ring is a hole in it (ThingsBoard subtracts such polygons). */
function isHole(ring: Ring, rings: Ring[]): boolean {
  return rings.some((other) => !sameRing(other, ring) && ring.every((vertex) => place(other, vertex) !== 'outside') && ring.some((vertex) => place(other, vertex) === 'inside'));
}

/** Inside the union of the polygons, less the holes; edges are outside. */
export function polygonsContain(rings: Ring[], point: LatLon): boolean {
  const p: [number, number] = [point.latitude, point.longitude];
  const holes = rings.filter((ring) => isHole(ring, rings));
  const shells = rings.filter((ring) => !holes.includes(ring));
  if (holes.some((hole) => place(hole, p) !== 'outside')) return false;
  return shells.some((shell) => place(shell, p) === 'inside');
}
