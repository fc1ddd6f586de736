import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { text } from 'node:stream/consumers';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DiskPhotoStore } from './disk-photo-store';
import { removeStoredPhotoFiles } from './photo-store';

const IMAGE = 'Ab/AbCdEfGhIjKlMnOpQrStUv.jpg';
const THUMB = 'Ab/AbCdEfGhIjKlMnOpQrStUv_thumb.jpg';

describe('DiskPhotoStore', () => {
  let root: string;
  let store: DiskPhotoStore;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'amoretto-disk-store-'));
    store = new DiskPhotoStore(root);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes a photo as a file under its key, readable by all, with no temporary file left', async () => {
    await store.put(IMAGE, Buffer.from('image'));
    expect(statSync(join(root, IMAGE)).mode & 0o777).toBe(0o644);
    expect(readdirSync(join(root, 'Ab'))).toEqual(['AbCdEfGhIjKlMnOpQrStUv.jpg']);
    const object = await store.get(IMAGE);
    expect(object?.length).toBe(5);
    expect(await text(object!.body)).toBe('image');
    expect(await store.get(THUMB)).toBeNull();
  });

  it('copies (a hard link on one file system) and removes image and thumbnail together, a missing one being no error', async () => {
    await store.put(IMAGE, Buffer.from('image'));
    await store.put(THUMB, Buffer.from('thumb'));
    const copy = 'Zz/ZzCdEfGhIjKlMnOpQrStUv.jpg';
    await store.copy(IMAGE, copy);
    expect(statSync(join(root, copy)).ino).toBe(statSync(join(root, IMAGE)).ino);
    await removeStoredPhotoFiles(store, THUMB);
    expect(await store.get(IMAGE)).toBeNull();
    expect(await store.get(THUMB)).toBeNull();
    await removeStoredPhotoFiles(store, IMAGE);
    expect(await text((await store.get(copy))!.body)).toBe('image');
  });

  it('refuses any key that is not a stored photo name, before touching the disk', async () => {
    for (const key of ['../escape.jpg', 'Ab/../../etc/passwd', 'Ab/XyCdEfGhIjKlMnOpQrStUv.jpg', 'Ab/.tmp.jpg']) {
      await expect(store.put(key, Buffer.from('x'))).rejects.toThrow(/Not a stored photo name/);
      await expect(store.get(key)).rejects.toThrow(/Not a stored photo name/);
      await expect(store.delete(key)).rejects.toThrow(/Not a stored photo name/);
    }
    expect(readdirSync(root)).toEqual([]);
  });
});
