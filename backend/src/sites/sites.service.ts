import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { SiteEntity } from '@amoretto/shared/db';
import { DataSource } from 'typeorm';
import { allSites } from './sites.repository';

const CACHE_MS = 60_000;

/** Sites are few and read on every settings call: keep them in memory, refresh each minute. */
@Injectable()
export class SitesService {
  private cache: { at: number; all: SiteEntity[]; byHost: Map<string, SiteEntity>; fallback: SiteEntity } | null = null;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The site for a request Host header; unknown hosts get the default site. */
  async forHost(hostHeader: string | undefined): Promise<SiteEntity> {
    const { byHost, fallback } = await this.load();
    const host = normalizeHost(hostHeader);
    return byHost.get(host) ?? byHost.get(host.replace(/^www\./, '')) ?? fallback;
  }

  /** Every site, the oldest first. */
  async all(): Promise<SiteEntity[]> {
    return (await this.load()).all;
  }

  /** Forgets the cached rows (after a settings change). */
  invalidate(): void {
    this.cache = null;
  }

  private async load() {
    if (this.cache && Date.now() - this.cache.at < CACHE_MS) return this.cache;
    const all = await allSites(this.db.manager);
    const fallback = all.find((s) => s.is_default) ?? all[0];
    if (!fallback) throw new Error('No sites configured: run the migrations');
    const byHost = new Map<string, SiteEntity>();
    for (const site of all) {
      for (const host of [site.domain, ...site.aliases]) byHost.set(host.toLowerCase(), site);
    }
    this.cache = { at: Date.now(), all, byHost, fallback };
    return this.cache;
  }
}

export function normalizeHost(hostHeader: string | undefined): string {
  const host = (hostHeader ?? '').trim().toLowerCase();
  // Strip the port, keeping IPv6 literals intact.
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.replace(/:\d+$/, '');
}
