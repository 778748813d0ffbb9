import { describe, expect, it } from 'vitest';
import { circleContains, distance, parsePolygons, polygonsContain, RANGE_UNITS } from '../../../../../server/ruleEngine/nodes/geo/geometry';

const at = (latitude: number, longitude: number) => ({ latitude, longitude });

describe('distance (haversine on the spatial4j mean earth radius)', () => {
  it('measures one degree on the equator as DistanceUtils.DEG_TO_KM (111.195 km), in every unit', () => {
    const degree = (6371.0087714 * Math.PI) / 180;
    expect(RANGE_UNITS).toEqual(['METER', 'KILOMETER', 'FOOT', 'MILE', 'NAUTICAL_MILE']);
    expect(distance(at(0, 0), at(0, 1), 'KILOMETER')).toBeCloseTo(degree, 9);
    expect(distance(at(0, 0), at(1, 0), 'KILOMETER')).toBeCloseTo(degree, 9);
    expect(distance(at(0, 0), at(0, 1), 'METER')).toBeCloseTo(degree * 1000, 6);
    expect(distance(at(0, 0), at(0, 1), 'FOOT')).toBeCloseTo(degree * 3280.84, 6);
    expect(distance(at(0, 0), at(0, 1), 'MILE')).toBeCloseTo(degree * 0.62137, 9);
    expect(distance(at(0, 0), at(0, 1), 'NAUTICAL_MILE')).toBeCloseTo(degree * 0.539957, 9);
  });

  it('is symmetric and matches a known city pair (Kyiv–Lviv, about 469 km)', () => {
    const kyiv = at(50.4501, 30.5234);
    const lviv = at(49.8397, 24.0297);
    expect(distance(kyiv, lviv, 'KILOMETER')).toBeCloseTo(distance(lviv, kyiv, 'KILOMETER'), 9);
    expect(distance(kyiv, lviv, 'KILOMETER')).toBeGreaterThan(465);
    expect(distance(kyiv, lviv, 'KILOMETER')).toBeLessThan(472);
  });
});

describe('circleContains', () => {
  it('holds points strictly closer than the range', () => {
    const center = at(50, 30);
    expect(circleContains(center, 100, 'METER', at(50.0005, 30))).toBe(true);
    expect(circleContains(center, 100, 'METER', at(50.002, 30))).toBe(false);
    const edge = distance(center, at(50.001, 30), 'METER');
    expect(circleContains(center, edge, 'METER', at(50.001, 30))).toBe(false);
    expect(circleContains(center, 1, 'MILE', at(50.01, 30))).toBe(true);
  });
});

describe('parsePolygons', () => {
  it('reads one polygon, several (nested at any depth), closed rings and two-point rectangles', () => {
    expect(parsePolygons('[[0,0],[0,1],[1,1]]')).toEqual([[[0, 0], [0, 1], [1, 1]]]);
    expect(parsePolygons('[[0,0],[0,1],[1,1],[0,0]]')).toEqual([[[0, 0], [0, 1], [1, 1]]]);
    expect(parsePolygons('[[[0,0],[0,1],[1,1]],[[[5,5],[5,6],[6,6]]]]')).toHaveLength(2);
    expect(parsePolygons('[[0,0],[2,3]]')).toEqual([[[0, 0], [0, 3], [2, 3], [2, 0]]]);
  });

  it('refuses empty, malformed and non-numeric definitions', () => {
    expect(() => parsePolygons('')).toThrow("Polygon string can't be empty or null!");
    expect(() => parsePolygons('[[0,0],[1')).toThrow('Invalid polygon definition');
    expect(() => parsePolygons('[]')).toThrow();
    expect(() => parsePolygons('[[1]]')).toThrow();
    expect(() => parsePolygons('[["a","b"],["c","d"]]')).toThrow();
    expect(() => parsePolygons('{"lat":1}')).toThrow();
  });
});

describe('polygonsContain', () => {
  const square = parsePolygons('[[0,0],[0,10],[10,10],[10,0]]');

  it('holds points inside; points outside and on an edge or vertex are out', () => {
    expect(polygonsContain(square, at(5, 5))).toBe(true);
    expect(polygonsContain(square, at(11, 5))).toBe(false);
    expect(polygonsContain(square, at(0, 5))).toBe(false);
    expect(polygonsContain(square, at(10, 10))).toBe(false);
  });

  it('handles concave polygons', () => {
    const u = parsePolygons('[[0,0],[0,10],[10,10],[10,7],[3,7],[3,3],[10,3],[10,0]]');
    expect(polygonsContain(u, at(1, 5))).toBe(true);
    expect(polygonsContain(u, at(6, 5))).toBe(false);
    expect(polygonsContain(u, at(6, 8))).toBe(true);
  });

  it('takes the union of several polygons, less those lying within another (holes)', () => {
    const two = parsePolygons('[[[0,0],[0,1],[1,1],[1,0]],[[5,5],[5,6],[6,6],[6,5]]]');
    expect(polygonsContain(two, at(0.5, 0.5))).toBe(true);
    expect(polygonsContain(two, at(5.5, 5.5))).toBe(true);
    expect(polygonsContain(two, at(3, 3))).toBe(false);
    const withHole = parsePolygons('[[[0,0],[0,10],[10,10],[10,0]],[[4,4],[4,6],[6,6],[6,4]]]');
    expect(polygonsContain(withHole, at(2, 2))).toBe(true);
    expect(polygonsContain(withHole, at(5, 5))).toBe(false);
    expect(polygonsContain(withHole, at(4, 5))).toBe(false);
    // The same polygon twice is not a hole in itself.
    expect(polygonsContain(parsePolygons('[[[0,0],[0,2],[2,2]],[[0,0],[0,2],[2,2]]]'), at(0.5, 1))).toBe(true);
  });

  it('treats a two-point polygon as the rectangle between its corners', () => {
    const box = parsePolygons('[[50.1,30.1],[50.3,30.4]]');
    expect(polygonsContain(box, at(50.2, 30.2))).toBe(true);
    expect(polygonsContain(box, at(50.2, 30.5))).toBe(false);
  });
});
