import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import type { Response } from 'supertest';
import { signUp, useTestBackend } from '../testing/accounts-helpers';
import { IMAGE_JOBS_RUNNING, IMAGE_JOBS_WAITING, PhotoPipelineService, type ProcessedPhoto } from './photo-pipeline.service';

/** The pipeline's costly step, reached here to hold it on a gate (it is private to the service). */
type RenderStep = { render(buffer: Buffer): Promise<ProcessedPhoto> };

/** Waits for a condition on the event loop; fails with `what` if it never comes. */
async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('photo uploads arriving at once', () => {
  const mediaDir = mkdtempSync(join(tmpdir(), 'amoretto-image-jobs-'));
  const ctx = useTestBackend({ config: { MEDIA_DIR: mediaDir } });
  afterAll(() => rmSync(mediaDir, { recursive: true, force: true }));

  it(`decodes at most ${IMAGE_JOBS_RUNNING} at a time, lets ${IMAGE_JOBS_WAITING} wait, refuses the next with 503, then stores every waiting one`, async () => {
    const uploads = IMAGE_JOBS_RUNNING + IMAGE_JOBS_WAITING; // 10, as in the review's rounds
    expect(uploads).toBe(10);
    const photo = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#a05070' } })
      .jpeg()
      .toBuffer();
    // Free members keep 3 photos: 4 members take the 10 uploads and the one over.
    const members: Array<Awaited<ReturnType<typeof signUp>>> = [];
    for (let i = 0; i < 4; i++) members.push(await signUp(ctx.backend));
    const upload = (cookie: string): Promise<Response> =>
      ctx.backend
        .http()
        .post('/api/photos')
        .set('Cookie', cookie)
        .attach('file', photo, { filename: 'me.jpg', contentType: 'image/jpeg' })
        .then((res) => res);

    // Every render is held on a gate until the test opens it, so "at once" does not depend on timing.
    const pipeline = ctx.backend.app.get(PhotoPipelineService);
    const step = pipeline as unknown as RenderStep;
    const realRender = step.render.bind(pipeline);
    let inside = 0;
    let peak = 0;
    let open = false;
    const held: Array<() => void> = [];
    const spy = jest.spyOn(step, 'render').mockImplementation(async (buffer) => {
      inside++;
      peak = Math.max(peak, inside);
      try {
        if (!open) await new Promise<void>((release) => held.push(release));
        return await realRender(buffer);
      } finally {
        inside--;
      }
    });

    try {
      const answers = Array.from({ length: uploads }, (_, i) => upload(members[Math.floor(i / 3)]!.cookie));
      await until(() => inside + pipeline.jobs.waiting === uploads, `all ${uploads} uploads to reach the pipeline`);
      expect({ decoding: inside, waiting: pipeline.jobs.waiting }).toEqual({ decoding: IMAGE_JOBS_RUNNING, waiting: IMAGE_JOBS_WAITING });

      // The line is full: one more is refused at once, without decoding, rather than held in memory.
      const over = await upload(members[3]!.cookie);
      expect(over.status).toBe(503);
      expect(over.body.error).toEqual({ code: 'service_unavailable', message: expect.any(String) });
      expect(spy).toHaveBeenCalledTimes(IMAGE_JOBS_RUNNING);

      open = true;
      for (const release of held.splice(0)) release();
      const results = await Promise.all(answers);
      expect(results.map((res) => res.status)).toEqual(Array(uploads).fill(201));
      expect(peak).toBe(IMAGE_JOBS_RUNNING);
      expect(spy).toHaveBeenCalledTimes(uploads);
      expect({ running: pipeline.jobs.running, waiting: pipeline.jobs.waiting }).toEqual({ running: 0, waiting: 0 });
      const [{ count }] = await ctx.db.query(`SELECT count(*)::int AS count FROM photos WHERE user_id = ANY($1)`, [
        members.map((member) => member.res.body.user.id as number),
      ]);
      expect(count).toBe(uploads);
    } finally {
      open = true;
      for (const release of held.splice(0)) release();
      spy.mockRestore();
    }
  });
});
