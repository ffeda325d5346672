import { describe, expect, it } from 'vitest';
import {
  distanceMetres,
  hammingDistance,
  timeAndPlaceFlags,
  ukDate,
  type FlagContext,
} from './photo-flag-rules';

const SITE = { latitude: 51.5007, longitude: -0.1246 };
/** The point `metres` due north of SITE (along a meridian the haversine distance is exact). */
const north = (metres: number) => ({
  latitude: SITE.latitude + ((metres / 6_371_008.8) * 180) / Math.PI,
  longitude: SITE.longitude,
});

const context = (over: Partial<FlagContext> = {}): FlagContext => ({
  maxDistanceMetres: 250,
  site: { ...SITE, from: 'visit', accuracyMetres: 12 },
  visitDay: null,
  installedDate: null,
  ...over,
});
const codes = (photo: Parameters<typeof timeAndPlaceFlags>[0], c: FlagContext) =>
  timeAndPlaceFlags(photo, c).map((f) => f.code);
const at = (iso: string) => ({ capturedAt: new Date(iso), ...SITE });

describe('distance from the site', () => {
  it('measures metres on the ground', () => {
    expect(distanceMetres(SITE, north(1000))).toBeCloseTo(1000, 6);
    // London to Edinburgh, about 534 km.
    expect(distanceMetres(SITE, { latitude: 55.9533, longitude: -3.1883 }) / 1000).toBeCloseTo(
      534,
      -1,
    );
  });

  it('flags 251 m but not 249 m or exactly 250 m around the 250 m setting', () => {
    const photo = (metres: number) => ({ capturedAt: null, ...north(metres) });
    expect(codes(photo(249), context())).not.toContain('far_from_site');
    expect(codes(photo(250), context())).not.toContain('far_from_site');
    expect(codes(photo(251), context())).toContain('far_from_site');
    const far = timeAndPlaceFlags(photo(251), context()).find((f) => f.code === 'far_from_site');
    expect(far?.detail).toBe(
      "Taken 251 m from the visit's recorded position (±12 m); more than 250 m.",
    );
  });

  it('follows the tenant setting and names the property when its coordinates are used', () => {
    const photo = { capturedAt: null, ...north(600) };
    expect(codes(photo, context({ maxDistanceMetres: 1000 }))).not.toContain('far_from_site');
    const flags = timeAndPlaceFlags(
      photo,
      context({ site: { ...SITE, from: 'property', accuracyMetres: null } }),
    );
    expect(flags.find((f) => f.code === 'far_from_site')?.detail).toBe(
      "Taken 600 m from the property's coordinates; more than 250 m.",
    );
  });

  it('says no location for a photo without a position, and compares nothing without a site', () => {
    expect(codes({ capturedAt: null, latitude: null, longitude: null }, context())).toEqual([
      'no_time',
      'no_position',
    ]);
    expect(codes({ capturedAt: null, ...north(5000) }, context({ site: null }))).toEqual([
      'no_time',
    ]);
  });
});

describe('capture time against the visit day (UK date)', () => {
  it('keeps 23:59 and flags 00:00 the next day in summer (BST)', () => {
    const c = context({ visitDay: ukDate(new Date('2026-07-15T08:00:00Z')) });
    expect(c.visitDay).toBe('2026-07-15');
    expect(codes(at('2026-07-15T22:59:00Z'), c)).toEqual([]); // 23:59 BST
    expect(codes(at('2026-07-15T23:00:00Z'), c)).toEqual(['outside_visit_day']); // 00:00 BST
    expect(codes(at('2026-07-14T23:00:00Z'), c)).toEqual([]); // 00:00 BST on the day
    expect(codes(at('2026-07-14T22:59:00Z'), c)).toEqual(['outside_visit_day']);
  });

  it('keeps 23:59 and flags 00:00 the next day in winter (GMT)', () => {
    const c = context({ visitDay: ukDate(new Date('2026-11-27T09:12:00Z')) });
    expect(codes(at('2026-11-27T23:59:00Z'), c)).toEqual([]);
    expect(codes(at('2026-11-28T00:00:00Z'), c)).toEqual(['outside_visit_day']);
    expect(codes(at('2026-11-27T00:00:00Z'), c)).toEqual([]);
    expect(codes(at('2026-11-26T23:59:00Z'), c)).toEqual(['outside_visit_day']);
    expect(timeAndPlaceFlags(at('2026-11-28T00:00:00Z'), c)[0]?.detail).toBe(
      'Taken on 28 Nov 2026; the visit started on 27 Nov 2026.',
    );
  });

  it('flags a photo taken before the installation date (UK day), not one on it', () => {
    const c = context({ installedDate: '2026-07-15' });
    expect(codes(at('2026-07-14T23:00:00Z'), c)).toEqual([]); // 00:00 BST on the 15th
    expect(codes(at('2026-07-14T22:59:00Z'), c)).toEqual(['before_installation']);
    const winter = context({ installedDate: '2026-11-27' });
    expect(codes(at('2026-11-27T00:00:00Z'), winter)).toEqual([]);
    expect(codes(at('2026-11-26T23:59:00Z'), winter)).toEqual(['before_installation']);
  });
});

describe('hamming distance of two perceptual hashes', () => {
  it('counts differing bits', () => {
    expect(hammingDistance('ffffffffffffffff', 'ffffffffffffffff')).toBe(0);
    expect(hammingDistance('0000000000000000', 'ffffffffffffffff')).toBe(64);
    expect(hammingDistance('8000000000000001', '0000000000000000')).toBe(2);
  });
});
