// Loads 1,000,000 members into the amoretto_bench database with set-based SQL.
// `--fresh` drops and recreates the database; otherwise a database that already holds
// the members is reused as it is.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { withClient } from '../lib/pg-client.mjs';

const require = createRequire(import.meta.url);
const pg = require('pg');
const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1_000_000);
export const ADMIN_URL = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const BENCH_DB = 'amoretto_bench';
export const benchUrl = () => {
  const u = new URL(ADMIN_URL);
  u.pathname = `/${BENCH_DB}`;
  return u.toString();
};
const CHUNK = 100_000;
const log = (m) => console.log(`[load ${new Date().toISOString().slice(11, 19)}] ${m}`);

/** @param {(client: import('pg').Client) => Promise<any>} fn */
const onAdmin = (fn) => withClient(ADMIN_URL, fn);

async function loadedMembers() {
  const exists = await onAdmin(async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [BENCH_DB])).rowCount > 0);
  if (!exists) return -1;
  const c = new pg.Client({ connectionString: benchUrl() });
  await c.connect();
  try {
    const t = await c.query(`SELECT to_regclass('public.users') IS NOT NULL AS ok`);
    if (!t.rows[0].ok) return 0;
    const r = await c.query(`SELECT count(*)::int AS n FROM users WHERE email LIKE 'bench.%@bench.amoretto.local'`);
    return r.rows[0].n;
  } finally {
    await c.end();
  }
}

function migrate() {
  execFileSync(process.execPath, [join(root, 'backend/dist/cli.js'), 'migrate'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: benchUrl() },
    stdio: 'inherit',
  });
}

export async function load({ fresh }) {
  const have = await loadedMembers();
  if (!fresh && have >= MEMBERS) {
    log(`${BENCH_DB} already holds ${have} members: reused (pass --fresh to rebuild); applying any new migrations`);
    migrate();
    return;
  }
  log(fresh ? `--fresh: recreating ${BENCH_DB}` : `${BENCH_DB} holds ${Math.max(have, 0)} members: recreating`);
  await onAdmin(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS ${BENCH_DB} WITH (FORCE)`);
    await c.query(`CREATE DATABASE ${BENCH_DB}`);
  });
  log('running the project migrations');
  migrate();

  const { COUNTRY_WEIGHTS } = require(join(root, 'backend/dist/seed/data/population.js'));
  const { REGION_CITIES } = require(join(root, 'backend/dist/seed/data/cities.js'));
  const { LOCALES_BY_COUNTRY } = require('@amoretto/shared');

  const c = new pg.Client({ connectionString: benchUrl() });
  await c.connect();
  const started = Date.now();
  try {
    // Lookup tables: 100 country buckets (the weights sum to 100) and 1000 region buckets
    // per country by population weight, so each member's country and region are one
    // equality join on a random bucket.
    await c.query(`CREATE UNLOGGED TABLE bench_country (bucket int PRIMARY KEY, country text, site_id int, language text)`);
    await c.query(`CREATE UNLOGGED TABLE bench_region (country text, bucket int, region text, city text, PRIMARY KEY (country, bucket))`);
    const sites = (await c.query(`SELECT id, countries FROM sites ORDER BY id`)).rows;
    let bucket = 0;
    for (const [country, weight] of Object.entries(COUNTRY_WEIGHTS)) {
      const site = sites.find((s) => s.countries.includes(country)) ?? sites[0];
      for (let i = 0; i < weight; i++) {
        await c.query(`INSERT INTO bench_country VALUES ($1, $2, $3, $4)`, [bucket++, country, site.id, LOCALES_BY_COUNTRY[country][0]]);
      }
      const regions = Object.entries(REGION_CITIES[country]);
      const total = regions.reduce((s, [, [w]]) => s + w, 0);
      const rows = [];
      let acc = 0;
      let b = 0;
      for (const [code, [w, ...cities]] of regions) {
        acc += w;
        const until = Math.round((acc / total) * 1000);
        for (; b < until; b++) rows.push([country, b, code, cities[b % cities.length]]);
      }
      for (; b < 1000; b++) rows.push([country, b, regions[0][0], regions[0][1][1]]);
      await c.query(`INSERT INTO bench_region SELECT * FROM unnest($1::text[], $2::int[], $3::text[], $4::text[])`, [
        rows.map((r) => r[0]),
        rows.map((r) => r[1]),
        rows.map((r) => r[2]),
        rows.map((r) => r[3]),
      ]);
    }
    if (bucket !== 100) throw new Error(`country weights sum to ${bucket}, expected 100`);

    for (let from = 1; from <= MEMBERS; from += CHUNK) {
      const to = Math.min(MEMBERS, from + CHUNK - 1);
      // Ages 18-70 leaning young (power 1.6), both genders (53 % men), 3 % without a region,
      // 2 % invisible, 1 % disabled, 1 % deleted, 3 % unconfirmed, 5 % fictional.
      await c.query(
        `INSERT INTO users (email, password_hash, name, date_of_birth, status, language, site_id, country, gender, sexuality,
                            region, city, invisible, profile_status, fictional, signup_date, activated_at)
         SELECT 'bench.' || r.g || '@bench.amoretto.local', 'x',
                (CASE WHEN r.rg < 0.53 THEN (ARRAY['Marco','Luca','Jan','Tom','Max','Piotr','Pablo','Louis','James','Noah','Liam','Felix'])[1 + r.g % 12]
                      ELSE (ARRAY['Giulia','Sara','Anna','Emma','Lena','Zofia','Lucia','Chloé','Olivia','Mia','Sophie','Eva'])[1 + r.g % 12] END),
                (current_date - make_interval(years => 18 + floor(53 * power(r.ra, 1.6))::int) - (floor(r.rd * 364)::int || ' days')::interval)::date,
                CASE WHEN r.rs < 0.01 THEN 'deleted' WHEN r.rs < 0.04 THEN 'not_confirmed' ELSE 'active' END,
                c.language, c.site_id, c.country,
                CASE WHEN r.rg < 0.53 THEN 'male' ELSE 'female' END,
                CASE WHEN r.rx < 0.88 THEN 'hetero' WHEN r.rx < 0.94 THEN 'bi' WHEN r.rg < 0.53 THEN 'gay' ELSE 'lesbian' END,
                CASE WHEN r.rn < 0.03 THEN NULL ELSE rg.region END,
                CASE WHEN r.rn < 0.03 THEN NULL ELSE rg.city END,
                r.ri < 0.02, CASE WHEN r.rp < 0.01 THEN 'disabled' ELSE 'active' END, r.rf < 0.05,
                now() - make_interval(secs => (${MEMBERS} - r.g) * 60), now() - make_interval(secs => (${MEMBERS} - r.g) * 60)
           FROM (SELECT g, random() AS rc, random() AS rr, random() AS rg, random() AS ra, random() AS rd, random() AS rs,
                        random() AS rx, random() AS rn, random() AS ri, random() AS rp, random() AS rf
                   FROM generate_series($1::int, $2::int) g) r
           JOIN bench_country c ON c.bucket = floor(r.rc * 100)::int
           JOIN bench_region rg ON rg.country = c.country AND rg.bucket = floor(r.rr * 1000)::int
          ORDER BY r.g`,
        [from, to],
      );
      log(`members ${to.toLocaleString('en')} / ${MEMBERS.toLocaleString('en')} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
    }
    log('main photos for 85 % of members');
    await c.query(
      `INSERT INTO photos (user_id, filename, thumb_filename, status, position)
       SELECT id, 'bench/' || id || '.jpg', 'bench/' || id || '_t.jpg', 'active', 0
         FROM users WHERE email LIKE 'bench.%' AND random() < 0.85 ORDER BY id`,
    );
    await c.query(`DROP TABLE bench_country, bench_region`);
    log('VACUUM ANALYZE (visibility map and statistics, as autovacuum would leave them)');
    await c.query(`VACUUM (ANALYZE) users`);
    await c.query(`VACUUM (ANALYZE) photos`);
    const n = (await c.query(`SELECT count(*)::int AS n FROM users`)).rows[0].n;
    log(`done: ${n} members in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await c.end();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  load({ fresh: process.argv.includes('--fresh') }).catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
