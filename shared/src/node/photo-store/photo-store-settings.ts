import { Transform } from 'class-transformer';
import { IsIn, IsNotEmpty, IsOptional, IsString, IsUrl, Matches, ValidateIf } from 'class-validator';
import { loadEnvConfig } from '../env-config';
import { DiskPhotoStore } from './disk-photo-store';
import { PHOTO_STORES, type PhotoStore, type PhotoStoreKind } from './photo-store';
import { S3PhotoStore } from './s3-photo-store';

/** The settings createPhotoStore reads; MEDIA_DIR is each app's own (its default is beside the checkout). */
export interface PhotoStoreSettings {
  MEDIA_DIR: string;
  PHOTO_STORE?: PhotoStoreKind;
  S3_ENDPOINT?: string;
  S3_BUCKET?: string;
  S3_REGION?: string;
  S3_ACCESS_KEY_ID?: string;
  S3_SECRET_ACCESS_KEY?: string;
  S3_FORCE_PATH_STYLE?: boolean;
}

// TypeScript accepts a class as a mixin base only with a constructor of `...args: any[]`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ConfigClass = abstract new (...args: any[]) => object;

const isS3 = (config: { PHOTO_STORE?: PhotoStoreKind }) => config.PHOTO_STORE === 's3';

/**
 * Adds where photos are stored to a process's config class: the backend (writes, serves /cdn in
 * development) and the workers (the purge removes) must agree. `disk` keeps them under MEDIA_DIR;
 * `s3` in a bucket, whose settings are then all required: a cluster must not start writing
 * photos to a pod's own disk, where the next rollout would lose them.
 */
export function withPhotoStoreSettings<T extends ConfigClass>(Base: T) {
  abstract class WithPhotoStoreSettings extends Base {
    /** `disk` (MEDIA_DIR; development, tests, one machine) or `s3` (an S3-compatible bucket; a cluster). */
    @IsIn(PHOTO_STORES)
    PHOTO_STORE: PhotoStoreKind = 'disk';

    /** The store's address (https://…); unset means AWS S3 itself, in S3_REGION. */
    @IsOptional()
    @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
    S3_ENDPOINT?: string;

    @ValidateIf(isS3)
    @IsString()
    @Matches(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
      message: 'S3_BUCKET must be a bucket name (3–63 lower-case letters, digits, dots, hyphens)',
    })
    S3_BUCKET?: string;

    /** Part of every request's signature; stores without regions accept `us-east-1`. */
    @IsString()
    @IsNotEmpty()
    S3_REGION = 'us-east-1';

    @ValidateIf(isS3)
    @IsString()
    @IsNotEmpty()
    S3_ACCESS_KEY_ID?: string;

    @ValidateIf(isS3)
    @IsString()
    @IsNotEmpty()
    S3_SECRET_ACCESS_KEY?: string;

    /** `true`: addresses as `endpoint/bucket/key` (MinIO, Ceph and most self-run stores). */
    @Transform(({ value }) => value === true || value === 'true' || value === '1')
    S3_FORCE_PATH_STYLE = false;
  }
  return WithPhotoStoreSettings;
}

/** The store the settings choose. The caller closes it when done. */
export function createPhotoStore(settings: PhotoStoreSettings): PhotoStore {
  if (settings.PHOTO_STORE !== 's3') return new DiskPhotoStore(settings.MEDIA_DIR);
  // The config classes check these at boot; a hand-made settings object is checked here.
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = settings;
  if (!bucket || !accessKeyId || !secretAccessKey)
    throw new Error('PHOTO_STORE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  return new S3PhotoStore({
    endpoint: settings.S3_ENDPOINT,
    bucket,
    region: settings.S3_REGION ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE ?? false,
  });
}

class PhotoStoreEnvConfig extends withPhotoStoreSettings(Object) {
  @IsString()
  @IsNotEmpty()
  MEDIA_DIR: string;
}

/** The photo settings alone, checked, for tools that load no whole app config (the demo seeders' CLI). */
export function loadPhotoStoreSettings(env: NodeJS.ProcessEnv, defaultMediaDir: string): PhotoStoreSettings {
  return loadEnvConfig(PhotoStoreEnvConfig, { MEDIA_DIR: defaultMediaDir, ...env });
}
