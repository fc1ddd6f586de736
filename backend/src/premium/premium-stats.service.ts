import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import type { PremiumClaim } from '@amoretto/shared';
import { REDIS } from '../redis/redis.module';
import { matchCounts } from './premium.repository';
import { CLAIM_CACHE_SECONDS, CLAIM_WINDOW_DAYS, premiumClaim } from './premium-rules';

export const PREMIUM_CLAIM_KEY = 'premium:claim:v1';

/**
 * The premium claim, measured over the whole product and shared through Redis for an hour:
 * one count per hour however many pages show it. While Redis is out of reach each backend
 * keeps its own copy for the same hour instead of counting per request.
 */
@Injectable()
export class PremiumStatsService {
  private fallback: { claim: PremiumClaim | null; until: number } | null = null;
  private counting: Promise<PremiumClaim | null> | null = null;

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async claim(): Promise<PremiumClaim | null> {
    let cached: string | null;
    try {
      cached = await this.redis.get(PREMIUM_CLAIM_KEY);
    } catch {
      if (this.fallback && this.fallback.until > Date.now()) return this.fallback.claim;
      const claim = await this.measure();
      this.fallback = { claim, until: Date.now() + CLAIM_CACHE_SECONDS * 1000 };
      return claim;
    }
    if (cached !== null) return JSON.parse(cached) as PremiumClaim | null;
    const claim = await this.measure();
    await this.redis.set(PREMIUM_CLAIM_KEY, JSON.stringify(claim), 'EX', CLAIM_CACHE_SECONDS).catch(() => undefined);
    return claim;
  }

  /** One count at a time per backend: requests arriving meanwhile share its answer. */
  private measure(): Promise<PremiumClaim | null> {
    this.counting ??= matchCounts(this.db, CLAIM_WINDOW_DAYS)
      .then(({ premium, free }) => premiumClaim(premium, free))
      .finally(() => {
        this.counting = null;
      });
    return this.counting;
  }
}
