import { PlacesIndex, haversineKm } from './places-index';

describe('haversineKm', () => {
  it('measures great-circle distances', () => {
    expect(haversineKm(52.3676, 4.9041, 48.1351, 11.582)).toBeGreaterThan(655);
    expect(haversineKm(52.3676, 4.9041, 48.1351, 11.582)).toBeLessThan(670);
    expect(haversineKm(10, 20, 10, 20)).toBe(0);
    expect(haversineKm(0, 179.9, 0, -179.9)).toBeCloseTo(22.24, 1);
  });
});

describe('PlacesIndex', () => {
  const index = new PlacesIndex([
    { lat: 52.37, lon: 4.89, value: 'Amsterdam' },
    { lat: 52.09, lon: 5.12, value: 'Utrecht' },
    { lat: 51.92, lon: 4.48, value: 'Rotterdam' },
    { lat: -16.5, lon: 179.9, value: 'east of the antimeridian' },
    { lat: 89.9, lon: 0, value: 'pole' },
    { lat: Number.NaN, lon: 0, value: 'broken' },
  ]);

  it('skips rows without usable coordinates', () => {
    expect(index.size).toBe(5);
  });

  it('finds the closest point, not the first in its cell', () => {
    expect(index.nearest(52.3676, 4.9041, 100)?.value).toBe('Amsterdam');
    expect(index.nearest(52.1, 5.0, 100)?.value).toBe('Utrecht');
    expect(index.nearest(51.95, 4.4, 100)).toEqual({ value: 'Rotterdam', km: expect.any(Number) });
  });

  it('looks into neighbouring cells, but not beyond the distance limit', () => {
    // 0.6° east of Amsterdam: another cell, about 41 km.
    expect(index.nearest(52.37, 5.49, 100)?.value).toBe('Utrecht');
    expect(index.nearest(52.37, 5.49, 10)).toBeNull();
    expect(index.nearest(40, -30, 100)).toBeNull();
  });

  it('searches across the antimeridian and near the pole', () => {
    expect(index.nearest(-16.5, -179.8, 100)?.value).toBe('east of the antimeridian');
    expect(index.nearest(89.95, 170, 100)?.value).toBe('pole');
  });

  it('lets a large place claim points within its reach over a nearer small one', () => {
    const towns = new PlacesIndex([
      { lat: 45.4642, lon: 9.19, reachKm: 5.8, value: 'city' },
      { lat: 45.5, lon: 9.25, reachKm: 0.2, value: 'village' },
    ]);
    // About 4.5 km from the city centre, 2.6 km from the village: inside the city's reach.
    expect(towns.nearest(45.48, 9.24, 100)).toEqual({ value: 'city', km: expect.closeTo(4.3, 0) });
    // At the village itself the village wins.
    expect(towns.nearest(45.5, 9.25, 100)?.value).toBe('village');
    // Reach never extends the search radius (0.1° east is about 7.8 km).
    expect(towns.nearest(45.4642, 9.09, 10)?.value).toBe('city');
    expect(towns.nearest(45.4642, 9.09, 5)).toBeNull();
    expect(towns.nearest(47, 9.19, 100)).toBeNull();
  });

  it('never misses a point inside the limit (brute-force cross-check)', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const points = Array.from({ length: 3000 }, (_, i) => ({ lat: 40 + random() * 20, lon: -5 + random() * 30, value: i }));
    const grid = new PlacesIndex(points);
    for (let q = 0; q < 150; q++) {
      const lat = 39 + random() * 22;
      const lon = -6 + random() * 32;
      let best: number | null = null;
      let bestKm = 100;
      for (const p of points) {
        const km = haversineKm(lat, lon, p.lat, p.lon);
        if (km <= bestKm) [best, bestKm] = [p.value, km];
      }
      expect(grid.nearest(lat, lon, 100)?.value ?? null).toBe(best);
    }
  });
});
