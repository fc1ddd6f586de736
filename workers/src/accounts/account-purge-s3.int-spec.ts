import { randomBytes, randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { createDataSource } from '@amoretto/shared/db';
import { S3PhotoStore } from '@amoretto/shared/node';
import { createIsolatedDatabase, freePort, startS3TestServer, type S3TestServer } from '@amoretto/shared/testing';
import { loadWorkersConfig } from '../config/workers-config';
import { AccountPurgeProcessor } from './account-purge.processor';

// The purge of a deleted account with photos in an S3-compatible store (PHOTO_STORE=s3, the
// production cluster's): a local S3 server that checks Signature V4 (shared/src/testing).

describe('account.purge with photos in an object store', () => {
  let db: DataSource;
  let drop: () => Promise<void>;
  let s3: S3TestServer;
  let store: S3PhotoStore;
  const job = { jobId: 'test', key: 'test', attempt: 1 };

  beforeAll(async () => {
    // A database of its own, like account-purge.int-spec.ts: the purge must not meet other files' members.
    const isolated = await createIsolatedDatabase('purge_s3');
    drop = isolated.drop;
    db = createDataSource(isolated.url);
    await db.initialize();
    s3 = await startS3TestServer();
    store = new S3PhotoStore({
      endpoint: s3.endpoint,
      bucket: s3.bucket,
      region: s3.region,
      accessKeyId: s3.accessKeyId,
      secretAccessKey: s3.secretAccessKey,
      forcePathStyle: true,
    });
  }, 60_000);

  afterAll(async () => {
    store?.close();
    await s3?.stop();
    await db?.destroy();
    await drop?.();
  }, 30_000);

  const purgerWith = (env: Record<string, string>) => new AccountPurgeProcessor(db, loadWorkersConfig({ ...process.env, ...env }));
  const exists = async (key: string) => (await fetch(`${s3.endpoint}/${s3.bucket}/${key}`)).status === 200;

  /** A member deleted 15 days ago (the undo window closed), with a profile photo and a photo sent in chat. */
  async function deletedMemberWithPhotos(): Promise<{ id: number; keys: string[] }> {
    const [{ id }] = (await db.query(
      `INSERT INTO users (email, password_hash, name, date_of_birth, status, language, site_id, country, deleted_at)
       VALUES ($1, 'hash', 'Anna', '1991-02-03', 'deleted', 'nl', (SELECT id FROM sites WHERE domain = 'amoretto.nl'), 'NL',
               now() - interval '15 days')
       RETURNING id`,
      [`purge-s3.${randomBytes(5).toString('hex')}@example.com`],
    )) as [{ id: number }];
    const [{ id: partner }] = (await db.query(
      `INSERT INTO users (email, password_hash, name, date_of_birth, status, language, site_id, country)
       VALUES ($1, 'hash', 'Bea', '1990-01-01', 'active', 'nl', (SELECT id FROM sites WHERE domain = 'amoretto.nl'), 'NL') RETURNING id`,
      [`purge-s3.${randomBytes(5).toString('hex')}@example.com`],
    )) as [{ id: number }];
    const profile = await storedPhoto();
    const sent = await storedPhoto();
    await db.query(`INSERT INTO photos (user_id, filename, thumb_filename, position) VALUES ($1, $2, $3, 0)`, [
      id,
      profile.image,
      profile.thumb,
    ]);
    const [{ id: conversation }] = (await db.query(
      `INSERT INTO conversations (user_a_id, user_b_id, started_by, last_seq, last_message_at) VALUES ($1, $2, $1, 1, now()) RETURNING id`,
      [Math.min(id, partner), Math.max(id, partner)],
    )) as [{ id: number }];
    await db.query(
      `INSERT INTO messages (conversation_id, seq, sender_id, client_id, kind, body, cost, photo_filename, photo_thumb_filename)
       VALUES ($1, 1, $2, $3, 'photo', '', 5, $4, $5)`,
      [conversation, id, randomUUID(), sent.image, sent.thumb],
    );
    return { id, keys: [profile.image, profile.thumb, sent.image, sent.thumb] };
  }

  /** Both objects of a photo in the bucket, named as the backend names them. */
  async function storedPhoto(): Promise<{ image: string; thumb: string }> {
    const id = randomBytes(16).toString('base64url');
    const photo = { image: `${id.slice(0, 2)}/${id}.jpg`, thumb: `${id.slice(0, 2)}/${id}_thumb.jpg` };
    await store.put(photo.image, Buffer.from('jpeg'));
    await store.put(photo.thumb, Buffer.from('jpeg'));
    return photo;
  }

  it("removes the member's photos, image and thumbnail, from the bucket and leaves other members' objects", async () => {
    const member = await deletedMemberWithPhotos();
    const bystander = await storedPhoto();
    for (const key of member.keys) expect([key, await exists(key)]).toEqual([key, true]);

    const purger = purgerWith(s3.env);
    try {
      expect(await purger.purge({ userId: member.id }, job)).toBe('purged');
    } finally {
      purger.onApplicationShutdown();
    }
    for (const key of member.keys) expect([key, await exists(key)]).toEqual([key, false]);
    expect(await exists(bystander.image)).toBe(true);
    expect(await exists(bystander.thumb)).toBe(true);
    expect(s3.refused).toBe(0);
  });

  it('keeps the rows when the store cannot be reached, and a later run removes everything', async () => {
    const member = await deletedMemberWithPhotos();
    // Nothing listens there: every attempt is refused at once.
    const unreachable = purgerWith({ ...s3.env, S3_ENDPOINT: `http://127.0.0.1:${await freePort()}` });
    try {
      await expect(unreachable.purge({ userId: member.id }, job)).rejects.toThrow();
    } finally {
      unreachable.onApplicationShutdown();
    }
    const [row] = (await db.query(
      `SELECT purged_at, (SELECT count(*)::int FROM photos WHERE user_id = $1) AS photos FROM users WHERE id = $1`,
      [member.id],
    )) as [{ purged_at: Date | null; photos: number }];
    expect(row).toEqual({ purged_at: null, photos: 1 });

    const purger = purgerWith(s3.env);
    try {
      expect(await purger.purge({ userId: member.id }, job)).toBe('purged');
    } finally {
      purger.onApplicationShutdown();
    }
    for (const key of member.keys) expect([key, await exists(key)]).toEqual([key, false]);
  });
});
