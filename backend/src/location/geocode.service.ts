import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { GeocodeResponse } from '@amoretto/shared';
import { AppConfig } from '../config/app-config';
import { REDIS } from '../redis/redis.module';
import { countInWindow } from '../redis/window-counter';
import { buildPlacesIndex, readDataset, type Place } from './places-dataset';
import type { PlacesIndex } from './places-index';

/** Farther than this from any town the point is most likely at sea or in wilderness. */
export const GEOCODE_MAX_DISTANCE_KM = 100;
/** A member locates themselves now and then; this many an hour leaves room for retries only. */
export const GEOCODE_LIMIT_PER_HOUR = 30;
const LIMIT_WINDOW_SECONDS = 3600;

/**
 * Offline reverse geocoding: the nearest populated place in our countries. Coordinates
 * are only read to answer the request: they are never stored, logged or put in any key.
 */
@Injectable()
export class GeocodeService implements OnApplicationBootstrap {
  private readonly logger = new Logger(GeocodeService.name);
  private index: PlacesIndex<Place | null> | null = null;
  private loadError: unknown = null;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
  ) {}

  // Loading takes about a second of CPU: in production that happens before the server
  // takes traffic; elsewhere (tests, development) only when something geocodes.
  onApplicationBootstrap(): void {
    if (this.config.NODE_ENV !== 'production') return;
    try {
      this.places();
    } catch {
      // Already logged; requests answer false.
    }
  }

  /** The place at a position, or false for anything that cannot (or may not) be answered. */
  async reverse(userId: number, lat: number, lon: number): Promise<GeocodeResponse> {
    try {
      if (!(await this.allowed(userId))) return false;
      const place = this.places().nearest(lat, lon, GEOCODE_MAX_DISTANCE_KM)?.value;
      return place ? { country: place.country, region: place.region, city: place.city } : false;
    } catch (error) {
      // Geocode failures stay silent for the member (docs/product.md#location); the operator still hears of it.
      this.logger.error(`reverse geocoding failed: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  }

  /** Built once; a dataset that fails to load is not retried on every request. */
  private places(): PlacesIndex<Place | null> {
    if (this.index) return this.index;
    if (this.loadError) throw this.loadError;
    try {
      this.index = buildPlacesIndex(readDataset());
      this.logger.log(`places loaded: ${this.index.size}`);
      return this.index;
    } catch (error) {
      this.loadError = error;
      this.logger.error(`places dataset could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
      throw error;
    }
  }

  // Per member, so the endpoint cannot serve as a free bulk geocoder.
  private async allowed(userId: number): Promise<boolean> {
    const key = `limit:geocode:${userId}`;
    return (await countInWindow(this.redis, key, LIMIT_WINDOW_SECONDS * 1000)).count <= GEOCODE_LIMIT_PER_HOUR;
  }
}
