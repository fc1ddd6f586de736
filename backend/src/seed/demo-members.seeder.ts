import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { REGIONS, type Country, type Gender, type Locale } from '@amoretto/shared';
import { PhotoEntity, SiteEntity, UserEntity } from '@amoretto/shared/db';
import { hashPassword } from '../accounts/passwords';
import type { AppConfig } from '../config/app-config';
import { PhotoPipelineService } from '../photos/photo-pipeline.service';
import { PhotoStorageService } from '../photos/photo-storage.service';

export const DEMO_EMAIL = 'demo@amoretto.local';
export const DEMO_PASSWORD = 'Amoretto-Demo-2026';

// A small, varied crowd so the newest-members page has faces on first start. The full
// demo population (thousands of profiles) arrives with member search.
const PEOPLE: Array<[string, Gender, Country, Locale, string, number]> = [
  ['Giulia', 'female', 'IT', 'it', 'Milano', 29], ['Marco', 'male', 'IT', 'it', 'Roma', 34], ['Chiara', 'female', 'IT', 'it', 'Torino', 41],
  ['Sanne', 'female', 'NL', 'nl', 'Utrecht', 27], ['Daan', 'male', 'NL', 'nl', 'Amsterdam', 38], ['Lotte', 'female', 'BE', 'nl', 'Gent', 31],
  ['Lena', 'female', 'DE', 'de', 'München', 26], ['Jonas', 'male', 'DE', 'de', 'Hamburg', 45], ['Anna', 'female', 'AT', 'de', 'Wien', 36],
  ['Lucía', 'female', 'ES', 'es', 'Valencia', 30], ['Javier', 'male', 'ES', 'es', 'Sevilla', 42], ['Camille', 'female', 'FR', 'fr', 'Lyon', 33],
  ['Julien', 'male', 'FR', 'fr', 'Bordeaux', 39], ['Zofia', 'female', 'PL', 'pl', 'Kraków', 28], ['Piotr', 'male', 'PL', 'pl', 'Gdańsk', 47],
  ['Emily', 'female', 'GB', 'en', 'Manchester', 35], ['Oliver', 'male', 'IE', 'en', 'Dublin', 32], ['Madison', 'female', 'US', 'en', 'Austin', 29],
  ['Chloé', 'female', 'CA', 'fr', 'Montréal', 37], ['Ruby', 'female', 'AU', 'en', 'Melbourne', 24], ['Noah', 'male', 'NZ', 'en', 'Wellington', 44],
  ['Laura', 'female', 'CH', 'de', 'Zürich', 40], ['Sofia', 'female', 'IT', 'it', 'Bologna', 52], ['Elena', 'female', 'ES', 'es', 'Madrid', 61],
];

const PALETTE = ['#d6204e', '#1d2b53', '#e36f3b', '#7a3e9d', '#2a8c82', '#c9456f', '#3a5ba0', '#b5485d'];

/** A portrait-style placeholder: soft gradient, head and shoulders silhouette. */
function avatarSvg(index: number): Buffer {
  const a = PALETTE[index % PALETTE.length]!;
  const b = PALETTE[(index * 3 + 1) % PALETTE.length]!;
  return Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="600" height="750">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
  <rect width="600" height="750" fill="url(#g)"/>
  <circle cx="300" cy="300" r="120" fill="#ffffff" fill-opacity="0.85"/>
  <path d="M90 750 C110 560 200 470 300 470 C400 470 490 560 510 750 Z" fill="#ffffff" fill-opacity="0.85"/>
</svg>`);
}

const birthDate = (age: number, index: number): string => {
  const d = new Date(Date.UTC(new Date().getUTCFullYear() - age - 1, (index * 5) % 12, 1 + ((index * 7) % 27)));
  return d.toISOString().slice(0, 10);
};

export async function seedDemoMembers(db: DataSource, config: Pick<AppConfig, 'MEDIA_DIR'>, demoLoginFile: string): Promise<void> {
  const users = db.getRepository(UserEntity);
  if (await users.existsBy({ email: DEMO_EMAIL })) return;
  const sites = await db.getRepository(SiteEntity).find();
  const siteFor = (country: Country) => sites.find((s) => s.countries.includes(country)) ?? sites.find((s) => s.is_default)!;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const pipeline = new PhotoPipelineService();
  const storage = new PhotoStorageService(config as AppConfig);

  for (const [index, [name, gender, country, language, city, age]] of PEOPLE.entries()) {
    const region = REGIONS[country].regions[(index * 7) % REGIONS[country].regions.length]!.code;
    const user = await users.save(
      users.create({
        email: `${name.toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.${index}@demo.amoretto.local`,
        password_hash: passwordHash,
        name,
        date_of_birth: birthDate(age, index),
        status: 'active',
        activated_at: new Date(),
        language,
        site_id: siteFor(country).id,
        country,
        gender,
        sexuality: 'hetero',
        region,
        city,
      }),
    );
    const { image, thumb } = await pipeline.process(await sharp(avatarSvg(index)).jpeg().toBuffer());
    const stored = await storage.save(image, thumb);
    await db.getRepository(PhotoEntity).save({ user_id: user.id, ...stored, status: 'active', position: 0 });
  }

  const it = siteFor('IT');
  await users.save(
    users.create({
      email: DEMO_EMAIL,
      password_hash: passwordHash,
      name: 'Alessandro',
      date_of_birth: birthDate(35, 99),
      status: 'active',
      activated_at: new Date(),
      language: 'it',
      site_id: it.id,
      country: 'IT',
      gender: 'male',
      sexuality: 'hetero',
      region: 'IT-MI',
      city: 'Milano',
      credits: 0,
    }),
  );
  mkdirSync(dirname(resolve(demoLoginFile)), { recursive: true });
  writeFileSync(demoLoginFile, `Demo login: ${DEMO_EMAIL} / ${DEMO_PASSWORD}\n`);
}
