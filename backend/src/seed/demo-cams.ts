import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import type { CamKind, Country, HairColour } from '@amoretto/shared';
import { createPhotoStore, type PhotoStoreSettings } from '@amoretto/shared/node';
import { PhotoPipelineService } from '../photos/photo-pipeline.service';
import { PhotoStorageService, type StoredPhoto } from '../photos/photo-storage.service';
import { avatarOptions, renderAvatarSvgs } from './avatars';

/** One demo partner profile; its city comes from the site's country. */
interface DemoCam {
  kind: CamKind;
  name: string;
  age: number;
  hair: HairColour;
  live: boolean;
  exclusive: boolean;
}

const CAMS: readonly DemoCam[] = [
  { kind: 'cam', name: 'Luna', age: 24, hair: 'blond', live: true, exclusive: true },
  { kind: 'cam', name: 'Mia', age: 29, hair: 'red', live: true, exclusive: false },
  { kind: 'cam', name: 'Zoe', age: 33, hair: 'black', live: false, exclusive: true },
  { kind: 'resell', name: 'Nora', age: 38, hair: 'brunette', live: false, exclusive: false },
  { kind: 'resell', name: 'Elena', age: 27, hair: 'dark_brown', live: false, exclusive: false },
];

const CITIES: Record<Country, readonly string[]> = {
  US: ['New York', 'Chicago', 'Miami'],
  NL: ['Amsterdam', 'Utrecht', 'Rotterdam'],
  BE: ['Brussel', 'Antwerpen', 'Gent'],
  FR: ['Paris', 'Lyon', 'Marseille'],
  IT: ['Roma', 'Milano', 'Napoli'],
  ES: ['Madrid', 'Barcelona', 'Valencia'],
  DE: ['Berlin', 'Hamburg', 'München'],
  AT: ['Wien', 'Graz', 'Linz'],
  IE: ['Dublin', 'Cork', 'Galway'],
  GB: ['London', 'Manchester', 'Leeds'],
  CA: ['Toronto', 'Montréal', 'Vancouver'],
  PL: ['Warszawa', 'Kraków', 'Gdańsk'],
  AU: ['Sydney', 'Melbourne', 'Brisbane'],
  NZ: ['Auckland', 'Wellington', 'Christchurch'],
  CH: ['Zürich', 'Genève', 'Bern'],
};

interface SiteRow {
  id: number;
  countries: Country[];
  is_default: boolean;
}

/**
 * A few cam and resell cards per site (docs/product.md#cams), drawn locally like the members'
 * avatars. The demo turns `member_resell` on for the default site only, so the local site shows
 * the strip and the others show how a site without it looks. Runs once: a site with partner
 * profiles is left as it is.
 */
export async function seedDemoCams(db: DataSource, config: PhotoStoreSettings): Promise<number> {
  const sites = (await db.query(
    `SELECT id, countries, is_default FROM sites s WHERE NOT EXISTS (SELECT 1 FROM cam_profiles c WHERE c.site_id = s.id) ORDER BY id`,
  )) as SiteRow[];
  if (sites.length === 0) return 0;
  const svgs = renderAvatarSvgs(CAMS.map((cam, index) => avatarOptions('female', cam.hair, 1000 + index, index % 4)));
  const pipeline = new PhotoPipelineService();
  const storage = new PhotoStorageService(createPhotoStore(config));
  const files: StoredPhoto[] = [];
  try {
    for (const svg of svgs) {
      const { image, thumb } = await pipeline.process(await sharp(Buffer.from(svg)).png().toBuffer());
      files.push(await storage.save(image, thumb));
    }
  } finally {
    storage.onModuleDestroy();
  }
  let created = 0;
  await db.transaction(async (tx) => {
    for (const site of sites) {
      const cities = CITIES[site.countries[0] ?? 'IT'] ?? CITIES.IT;
      for (const [position, cam] of CAMS.entries()) {
        await tx.query(
          `INSERT INTO cam_profiles (site_id, kind, name, age, city, photo_filename, live, exclusive, position)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
          [
            site.id,
            cam.kind,
            cam.name,
            cam.age,
            cities[position % cities.length],
            files[position]!.thumb_filename,
            cam.live,
            cam.exclusive,
            position,
          ],
        );
        created += 1;
      }
      if (site.is_default) await tx.query(`UPDATE sites SET member_resell = true WHERE id = $1`, [site.id]);
    }
  });
  return created;
}
