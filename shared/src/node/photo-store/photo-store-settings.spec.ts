import { DiskPhotoStore } from './disk-photo-store';
import { createPhotoStore, loadPhotoStoreSettings } from './photo-store-settings';
import { S3PhotoStore } from './s3-photo-store';

const S3 = {
  PHOTO_STORE: 's3',
  S3_ENDPOINT: 'https://objects.example.com',
  S3_BUCKET: 'amoretto-photos',
  S3_ACCESS_KEY_ID: 'key',
  S3_SECRET_ACCESS_KEY: 'secret',
};

describe('photo store settings', () => {
  it('keeps photos on disk under MEDIA_DIR unless told otherwise', () => {
    const settings = loadPhotoStoreSettings({}, '/srv/media');
    expect(settings).toMatchObject({ PHOTO_STORE: 'disk', MEDIA_DIR: '/srv/media' });
    const store = createPhotoStore(settings);
    expect(store).toBeInstanceOf(DiskPhotoStore);
    expect((store as DiskPhotoStore).root).toBe('/srv/media');
    expect(loadPhotoStoreSettings({ MEDIA_DIR: '/data/media' }, '/srv/media').MEDIA_DIR).toBe('/data/media');
  });

  it('requires the bucket and both keys with PHOTO_STORE=s3, naming each one missing', () => {
    expect(() => loadPhotoStoreSettings({ PHOTO_STORE: 's3' }, '/m')).toThrow(
      /S3_BUCKET[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/,
    );
    for (const key of ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      expect(() => loadPhotoStoreSettings({ ...S3, [key]: '' }, '/m')).toThrow(new RegExp(key));
    }
  });

  it('refuses what no store would take: an unknown store, a bucket name S3 does not allow, an endpoint that is no URL', () => {
    expect(() => loadPhotoStoreSettings({ PHOTO_STORE: 'nfs' }, '/m')).toThrow(/PHOTO_STORE/);
    expect(() => loadPhotoStoreSettings({ ...S3, S3_BUCKET: 'Amoretto_Photos' }, '/m')).toThrow(/S3_BUCKET/);
    expect(() => loadPhotoStoreSettings({ ...S3, S3_ENDPOINT: 'objects.example.com' }, '/m')).toThrow(/S3_ENDPOINT/);
  });

  it('reads an S3 store: AWS itself without an endpoint, us-east-1 by default, path-style only when asked', () => {
    const settings = loadPhotoStoreSettings({ ...S3, S3_ENDPOINT: undefined }, '/m');
    expect(settings).toMatchObject({ PHOTO_STORE: 's3', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
    expect(settings.S3_ENDPOINT).toBeUndefined();
    expect(loadPhotoStoreSettings({ ...S3, S3_FORCE_PATH_STYLE: 'true', S3_REGION: 'eu-central-1' }, '/m')).toMatchObject({
      S3_FORCE_PATH_STYLE: true,
      S3_REGION: 'eu-central-1',
    });
    const store = createPhotoStore(settings);
    try {
      expect(store).toBeInstanceOf(S3PhotoStore);
    } finally {
      store.close();
    }
  });

  it('refuses a hand-made S3 setting without its keys (the seeders build stores from such objects)', () => {
    expect(() => createPhotoStore({ MEDIA_DIR: '/m', PHOTO_STORE: 's3', S3_BUCKET: 'b' })).toThrow(/S3_ACCESS_KEY_ID/);
  });
});
