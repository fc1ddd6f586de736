// Nearest-point search over a fixed set of places. A uniform latitude/longitude grid is
// enough here: the set never changes after start-up, queries look only a bounded distance
// away, and it needs no ESM-only dependency in a CommonJS backend.

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = toRadians(lat2 - lat1);
  const dLon = toRadians(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(lat1)) * Math.cos(toRadians(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface IndexedPoint<T> {
  lat: number;
  lon: number;
  /** How far the place extends around its point, in km (0 for a point). */
  reachKm?: number;
  value: T;
}

export class PlacesIndex<T> {
  private readonly lats: Float64Array;
  private readonly lons: Float64Array;
  private readonly reaches: Float64Array;
  private readonly values: T[];
  private readonly rows: number;
  private readonly cols: number;
  /** Point numbers per grid cell (row * cols + col). */
  private readonly cells = new Map<number, number[]>();

  constructor(
    points: Iterable<IndexedPoint<T>>,
    private readonly cellDegrees = 0.5,
  ) {
    this.rows = Math.ceil(180 / cellDegrees);
    this.cols = Math.ceil(360 / cellDegrees);
    const lats: number[] = [];
    const lons: number[] = [];
    const reaches: number[] = [];
    this.values = [];
    for (const { lat, lon, reachKm = 0, value } of points) {
      if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) continue;
      const id = this.values.length;
      lats.push(lat);
      lons.push(lon);
      reaches.push(Number.isFinite(reachKm) && reachKm > 0 ? reachKm : 0);
      this.values.push(value);
      const key = this.row(lat) * this.cols + this.col(lon);
      const cell = this.cells.get(key);
      if (cell) cell.push(id);
      else this.cells.set(key, [id]);
    }
    this.lats = Float64Array.from(lats);
    this.lons = Float64Array.from(lons);
    this.reaches = Float64Array.from(reaches);
  }

  get size(): number {
    return this.values.length;
  }

  /**
   * Among the points within `maxKm`, the one whose reach comes closest (distance minus
   * reach); with no reaches that is simply the nearest point. Null when none is that close.
   */
  nearest(lat: number, lon: number, maxKm: number): { value: T; km: number } | null {
    const spanLat = maxKm / KM_PER_DEGREE;
    const latMin = Math.max(-90, lat - spanLat);
    const latMax = Math.min(90, lat + spanLat);
    // Degrees of longitude shrink towards the poles: widen the search box accordingly.
    const widest = Math.cos(toRadians(Math.max(Math.abs(latMin), Math.abs(latMax))));
    const spanLon = widest > 1e-6 ? spanLat / widest : 360;

    const rowFrom = this.row(latMin);
    const rowTo = this.row(latMax);
    const colCount = spanLon >= 180 ? this.cols : Math.min(this.cols, this.col(lon + spanLon, false) - this.col(lon - spanLon, false) + 1);
    const colFrom = spanLon >= 180 ? 0 : this.col(lon - spanLon, false);

    let best = -1;
    let bestKm = Infinity;
    let bestScore = Infinity;
    for (let row = rowFrom; row <= rowTo; row++) {
      for (let step = 0; step < colCount; step++) {
        // Wraps across the antimeridian.
        const col = (((colFrom + step) % this.cols) + this.cols) % this.cols;
        const cell = this.cells.get(row * this.cols + col);
        if (!cell) continue;
        for (const id of cell) {
          const km = haversineKm(lat, lon, this.lats[id], this.lons[id]);
          if (km > maxKm) continue;
          const score = km - this.reaches[id];
          if (score < bestScore) {
            bestScore = score;
            bestKm = km;
            best = id;
          }
        }
      }
    }
    return best < 0 ? null : { value: this.values[best], km: bestKm };
  }

  private row(lat: number): number {
    return Math.min(this.rows - 1, Math.floor((lat + 90) / this.cellDegrees));
  }

  /** Column of a longitude; unwrapped (may lie outside 0..cols-1) when `wrap` is false. */
  private col(lon: number, wrap = true): number {
    const col = Math.floor((lon + 180) / this.cellDegrees);
    return wrap ? ((col % this.cols) + this.cols) % this.cols : col;
  }
}
