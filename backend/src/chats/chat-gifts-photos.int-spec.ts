import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { messagePrice, type ChatMessagesResponse, type ChatPrices, type ChatsResponse, type SendMessageResponse } from '@amoretto/shared';
import { useIsolatedBackend } from '../testing/isolated-database';
import { NL_HOST, setSite } from '../members/member-test-helpers';
import { chatMember, ledgerOf, RealtimeListener, type ChatMember } from './chat-test-helpers';

const GIFT_PRICE = 40;
const PHOTO_PRICE = 25;

describe('gift and photo messages', () => {
  const mediaDir = mkdtempSync(join(tmpdir(), 'amoretto-chat-photos-'));
  // Its own database: the tests set the NL site's prices, which other files read.
  const ctx = useIsolatedBackend('chat_media', { MEDIA_DIR: mediaDir });
  const http = () => ctx.backend.http();
  const listener = new RealtimeListener();
  let picture: Buffer;

  beforeAll(async () => {
    await listener.start();
    await setSite(ctx.backend, ctx.db, NL_HOST, {
      message_credits: 10,
      photo_credits: PHOTO_PRICE,
      gift_credits: GIFT_PRICE,
      minimum_message_costs: JSON.stringify({ NL: { costs: 15, currency: 'EUR' } }),
    });
    picture = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#b03050' } })
      .composite([
        {
          input: await sharp({ create: { width: 300, height: 300, channels: 3, background: '#20a0d0' } })
            .png()
            .toBuffer(),
          left: 100,
          top: 100,
        },
      ])
      .withMetadata({ exif: { IFD0: { Copyright: 'SECRET-EXIF' } } })
      .jpeg()
      .toBuffer();
  });
  afterAll(async () => {
    await listener.stop();
    rmSync(mediaDir, { recursive: true, force: true });
  });

  const member = (seed: Parameters<typeof chatMember>[2] = {}) => chatMember(ctx.backend, ctx.db, seed);
  const gift = (from: ChatMember, to: number, giftId: unknown = 'rose', clientId: unknown = randomUUID()) =>
    http()
      .post('/api/chats/gifts')
      .set('Host', NL_HOST)
      .set('Cookie', from.cookie)
      .send({ profile_id: to, client_id: clientId, gift_id: giftId });
  const photo = (from: ChatMember, to: number | string, clientId: string = randomUUID(), file: Buffer | null = picture) => {
    const req = http().post('/api/chats/photos').set('Host', NL_HOST).set('Cookie', from.cookie);
    // Fields after the file on purpose: the endpoint must read every part.
    if (file) req.attach('photo', file, { filename: 'holiday.jpg', contentType: 'image/jpeg' });
    return req.field('profile_id', String(to)).field('client_id', clientId);
  };
  const text = (from: ChatMember, to: number) =>
    http()
      .post('/api/chats/messages')
      .set('Host', NL_HOST)
      .set('Cookie', from.cookie)
      .send({ profile_id: to, client_id: randomUUID(), body: 'Ciao' });
  const messageRows = (
    senderId: number,
  ): Promise<Array<{ kind: string; body: string; gift_id: string | null; photo_filename: string | null; cost: number }>> =>
    ctx.db.query(`SELECT kind, body, gift_id, photo_filename, cost FROM messages WHERE sender_id = $1 ORDER BY id`, [senderId]);
  const storedFiles = (): string[] =>
    existsSync(mediaDir) ? readdirSync(mediaDir, { recursive: true, encoding: 'utf8' }).filter((name) => /\.(jpg|tmp)$/.test(name)) : [];

  it('charges exactly the price the client shows (messagePrice), fractional country minimums rounded up', async () => {
    const priceOf = async (country: string, kind: 'text' | 'photo' | 'gift') => {
      const [site] = (await ctx.db.query(
        `SELECT message_credits, photo_credits, gift_credits, minimum_message_costs FROM sites WHERE domain = $1`,
        [NL_HOST],
      )) as ChatPrices[];
      return messagePrice(site!, country, kind);
    };
    for (const minimum of [15.2, 0.99, 15]) {
      await setSite(ctx.backend, ctx.db, NL_HOST, { minimum_message_costs: JSON.stringify({ NL: { costs: minimum, currency: 'EUR' } }) });
      try {
        const me = await member({ credits: 100 });
        const her = await member({ gender: 'female' });
        const sent = (await text(me, her.id).expect(201)).body as SendMessageResponse;
        expect(100 - sent.credits).toBe(await priceOf('NL', 'text'));
        expect(100 - sent.credits).toBe(minimum === 15.2 ? 16 : minimum === 15 ? 15 : 10);
        const after = (await gift(me, her.id).expect(201)).body as SendMessageResponse;
        expect(sent.credits - after.credits).toBe(await priceOf('NL', 'gift'));
      } finally {
        await setSite(ctx.backend, ctx.db, NL_HOST, { minimum_message_costs: JSON.stringify({ NL: { costs: 15, currency: 'EUR' } }) });
      }
    }
  });

  describe('gifts', () => {
    it('charges gift_credits once, with a ledger row, and stores a gift message', async () => {
      const me = await member({ credits: 100 });
      const her = await member({ gender: 'female' });
      const res = await gift(me, her.id, 'champagne').expect(201);
      const sent = res.body as SendMessageResponse;
      expect(sent.credits).toBe(100 - GIFT_PRICE);
      expect(sent.message).toMatchObject({ kind: 'gift', gift_id: 'champagne', body: '', photo: null, seq: 1, sender_id: me.id });
      expect(await ledgerOf(ctx.db, me.id)).toEqual({ credits: 60, ledger_sum: 60, spends: 1 });
      const [entry] = (await ctx.db.query(`SELECT amount, reason FROM credit_entries WHERE user_id = $1 AND amount < 0`, [
        me.id,
      ])) as Array<{ amount: number; reason: string }>;
      expect(entry).toEqual({ amount: -GIFT_PRICE, reason: 'gift' });
      expect(await messageRows(me.id)).toEqual([{ kind: 'gift', body: '', gift_id: 'champagne', photo_filename: null, cost: GIFT_PRICE }]);

      // The chat list's last message carries the gift.
      const list = (await http().get('/api/chats.php').set('Cookie', her.cookie).expect(200)).body as ChatsResponse;
      expect(list.chats[0]!.conversation.last_message).toEqual(sent.message);
    });

    it('stores and charges a gift once when its client id is sent five times at once', async () => {
      const me = await member({ credits: 100 });
      const her = await member({ gender: 'female' });
      const clientId = randomUUID();
      const results = await Promise.all(Array.from({ length: 5 }, () => gift(me, her.id, 'teddy', clientId)));
      expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
      expect(new Set(results.map((r) => (r.body as SendMessageResponse).message.id)).size).toBe(1);
      for (const res of results) expect((res.body as SendMessageResponse).credits).toBe(60);
      expect(await ledgerOf(ctx.db, me.id)).toEqual({ credits: 60, ledger_sum: 60, spends: 1 });
      expect(await messageRows(me.id)).toHaveLength(1);
      // The same client id as another kind of message is a client error, not a retry.
      const asText = await http()
        .post('/api/chats/messages')
        .set('Host', NL_HOST)
        .set('Cookie', me.cookie)
        .send({ profile_id: her.id, client_id: clientId, body: 'hi' });
      expect([asText.status, asText.body.error.code]).toEqual([409, 'client_id_reused']);
    });

    it("refuses a gift the sender cannot pay with the text send's error, storing nothing", async () => {
      const me = await member({ credits: GIFT_PRICE - 1 });
      const her = await member({ gender: 'female' });
      const res = await gift(me, her.id);
      expect([res.status, res.body.error.code, res.body.error.details]).toEqual([
        402,
        'not_enough_credits',
        { price: GIFT_PRICE, credits: GIFT_PRICE - 1 },
      ]);
      expect(await messageRows(me.id)).toEqual([]);
      expect(await ledgerOf(ctx.db, me.id)).toEqual({ credits: GIFT_PRICE - 1, ledger_sum: GIFT_PRICE - 1, spends: 0 });
      expect(await ctx.db.query(`SELECT 1 FROM conversations WHERE started_by = $1`, [me.id])).toEqual([]);
    });

    it('answers an unknown gift, a bad client id or a client-named price with field errors, charging nothing', async () => {
      const me = await member({ credits: 100 });
      const her = await member({ gender: 'female' });
      const unknown = await gift(me, her.id, 'yacht');
      expect([unknown.status, unknown.body.error.code, unknown.body.error.fields]).toEqual([
        400,
        'validation_failed',
        { gift_id: ['isIn'] },
      ]);
      const badId = await gift(me, her.id, 'rose', 'not-a-uuid');
      expect([badId.status, badId.body.error.fields]).toEqual([400, { client_id: ['isUuid'] }]);
      const priced = await http()
        .post('/api/chats/gifts')
        .set('Host', NL_HOST)
        .set('Cookie', me.cookie)
        .send({ profile_id: her.id, client_id: randomUUID(), gift_id: 'rose', price: 1 });
      expect([priced.status, priced.body.error.fields]).toEqual([400, { price: ['whitelistValidation'] }]);
      expect(await ledgerOf(ctx.db, me.id)).toEqual({ credits: 100, ledger_sum: 100, spends: 0 });
      expect(await messageRows(me.id)).toEqual([]);
    });

    it("keeps the free members' two-conversation limit, blocks and unknown or disabled members for gifts", async () => {
      const me = await member({ credits: 1000 });
      const [first, second, third] = await Promise.all([1, 2, 3].map(() => member({ gender: 'female' })));
      await gift(me, first!.id).expect(201);
      await text(me, second!.id).expect(201);
      const refused = await gift(me, third!.id);
      expect([refused.status, refused.body.error.code, refused.body.error.details]).toEqual([403, 'premium_required', { limit: 2 }]);
      // Existing conversations go on.
      await gift(me, second!.id, 'heart').expect(201);

      await http().post('/api/blocks').set('Cookie', first!.cookie).send({ profile_id: me.id }).expect(200);
      const blocked = await gift(me, first!.id);
      expect([blocked.status, blocked.body.error.code]).toEqual([403, 'blocked_by_member']);

      const rich = await member({ credits: 1000, paid_user: true });
      const disabled = await member({ gender: 'female' });
      await ctx.db.query(`UPDATE users SET profile_status = 'disabled' WHERE id = $1`, [disabled.id]);
      const deleted = await member({ gender: 'female' });
      await ctx.db.query(`UPDATE users SET status = 'deleted' WHERE id = $1`, [deleted.id]);
      for (const id of [disabled.id, deleted.id, 2_000_000_000]) {
        const res = await gift(rich, id);
        expect([id, res.status, res.body.error.code]).toEqual([id, 404, 'member_not_found']);
      }
      // Text follows the same rules.
      expect((await text(rich, disabled.id)).status).toBe(404);
      expect((await ledgerOf(ctx.db, me.id)).credits).toBe(1000 - GIFT_PRICE * 2 - 15);
      expect((await ledgerOf(ctx.db, rich.id)).credits).toBe(1000);
    });

    it('announces the gift in message.created', async () => {
      const me = await member({ credits: 100 });
      const her = await member({ gender: 'female' });
      const hers = await listener.listen(her.id);
      const sent = (await gift(me, her.id, 'star').expect(201)).body as SendMessageResponse;
      const event = await hers.waitFor('message.created', (p) => p.message.id === sent.message.id);
      expect(event.message).toEqual(sent.message);
      expect(event.message.gift_id).toBe('star');
    });
  });

  describe('photos', () => {
    it('charges photo_credits, stores a clean JPEG and a smaller thumbnail, and shows them in the catch-up and the event', async () => {
      const me = await member({ credits: 100 });
      const her = await member({ gender: 'female' });
      const hers = await listener.listen(her.id);
      const res = await photo(me, her.id).expect(201);
      const sent = res.body as SendMessageResponse;
      expect(sent.credits).toBe(100 - PHOTO_PRICE);
      expect(sent.message).toMatchObject({ kind: 'photo', body: '', gift_id: null });
      const [entry] = (await ctx.db.query(`SELECT amount, reason FROM credit_entries WHERE user_id = $1 AND amount < 0`, [
        me.id,
      ])) as Array<{ amount: number; reason: string }>;
      expect(entry).toEqual({ amount: -PHOTO_PRICE, reason: 'photo_message' });

      const catchUp = (await http().get(`/api/chats/${sent.message.conversation.id}/messages`).set('Cookie', her.cookie).expect(200))
        .body as ChatMessagesResponse;
      expect(catchUp.messages).toEqual([sent.message]);
      const { filename, thumb_filename } = catchUp.messages[0]!.photo!;
      const image = join(mediaDir, filename);
      const thumb = join(mediaDir, thumb_filename);
      expect(statSync(thumb).size).toBeLessThan(statSync(image).size);
      const [imageMeta, thumbMeta] = await Promise.all([sharp(image).metadata(), sharp(thumb).metadata()]);
      expect([imageMeta.format, imageMeta.width, imageMeta.exif]).toEqual(['jpeg', 900, undefined]);
      expect(thumbMeta.width!).toBeLessThan(imageMeta.width!);
      // Served like profile photos.
      await http().get(`/cdn/${filename}`).expect(200).expect('content-type', 'image/jpeg');

      const event = await hers.waitFor('message.created', (p) => p.message.id === sent.message.id);
      expect(event.message.photo).toEqual({ filename, thumb_filename });
    });

    it("deletes the files of a chat's photos when a block removes the chat, and only those", async () => {
      const me = await member({ credits: 100 });
      const her = await member({ gender: 'female' });
      const other = await member({ gender: 'female' });
      const toHer = (await photo(me, her.id).expect(201)).body as SendMessageResponse;
      const toOther = (await photo(me, other.id).expect(201)).body as SendMessageResponse;
      const files = (sent: SendMessageResponse) =>
        [sent.message.photo!.filename, sent.message.photo!.thumb_filename].map((name) => join(mediaDir, name));
      expect([...files(toHer), ...files(toOther)].every((file) => existsSync(file))).toBe(true);

      await http().post('/api/blocks').set('Cookie', her.cookie).send({ profile_id: me.id }).expect(200);
      expect(files(toHer).map((file) => existsSync(file))).toEqual([false, false]);
      expect(files(toOther).map((file) => existsSync(file))).toEqual([true, true]);
      await http().get(`/cdn/${toHer.message.photo!.filename}`).expect(404);
    });

    it('stores and charges a photo once when its client id is sent five times at once, leaving no extra files', async () => {
      const me = await member({ credits: 100 });
      const her = await member({ gender: 'female' });
      const before = storedFiles().length;
      const clientId = randomUUID();
      const results = await Promise.all(Array.from({ length: 5 }, () => photo(me, her.id, clientId)));
      expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 201]);
      const messages = results.map((r) => (r.body as SendMessageResponse).message);
      expect(new Set(messages.map((m) => m.id)).size).toBe(1);
      expect(await ledgerOf(ctx.db, me.id)).toEqual({ credits: 75, ledger_sum: 75, spends: 1 });
      expect(await messageRows(me.id)).toHaveLength(1);
      // Only the stored message's image and thumbnail remain.
      expect(storedFiles().length - before).toBe(2);
      expect(existsSync(join(mediaDir, messages[0]!.photo!.filename))).toBe(true);

      // A later retry is answered from the stored message without decoding the upload again.
      const retry = await photo(me, her.id, clientId, Buffer.from('not decoded again')).expect(200);
      expect(retry.body).toEqual({ message: messages[0], credits: 75, awaiting_confirmation: false });
      const elsewhere = await photo(me, (await member({ gender: 'female' })).id, clientId);
      expect([elsewhere.status, elsewhere.body.error.code]).toEqual([409, 'client_id_reused']);
      expect(storedFiles().length - before).toBe(2);
      expect(await ledgerOf(ctx.db, me.id)).toEqual({ credits: 75, ledger_sum: 75, spends: 1 });
    });

    it('refuses a photo the sender cannot pay, the third conversation of a free member and a blocked pair, leaving no files', async () => {
      const before = storedFiles();
      const poor = await member({ credits: PHOTO_PRICE - 1 });
      const her = await member({ gender: 'female' });
      const res = await photo(poor, her.id);
      expect([res.status, res.body.error.code, res.body.error.details]).toEqual([
        402,
        'not_enough_credits',
        { price: PHOTO_PRICE, credits: PHOTO_PRICE - 1 },
      ]);
      expect(await messageRows(poor.id)).toEqual([]);
      expect(await ledgerOf(ctx.db, poor.id)).toEqual({ credits: PHOTO_PRICE - 1, ledger_sum: PHOTO_PRICE - 1, spends: 0 });

      const me = await member({ credits: 1000 });
      const [a, b, c] = await Promise.all([1, 2, 3].map(() => member({ gender: 'female' })));
      await gift(me, a!.id).expect(201);
      await gift(me, b!.id).expect(201);
      const third = await photo(me, c!.id);
      expect([third.status, third.body.error.code]).toEqual([403, 'premium_required']);
      await http().post('/api/blocks').set('Cookie', a!.cookie).send({ profile_id: me.id }).expect(200);
      const blocked = await photo(me, a!.id);
      expect([blocked.status, blocked.body.error.code]).toEqual([403, 'blocked_by_member']);
      expect((await ledgerOf(ctx.db, me.id)).credits).toBe(1000 - 2 * GIFT_PRICE);
      expect(storedFiles()).toEqual(before);
    });

    it('answers bad fields, a missing file and a file that is no image without charging or storing', async () => {
      const before = storedFiles();
      const me = await member({ credits: 100 });
      const her = await member({ gender: 'female' });
      const missing = await photo(me, her.id, randomUUID(), null);
      expect([missing.status, missing.body.error.code, missing.body.error.fields]).toEqual([
        400,
        'validation_failed',
        { photo: ['isDefined'] },
      ]);
      const badFields = await photo(me, 'abc', 'nope');
      expect([badFields.status, badFields.body.error.code]).toEqual([400, 'validation_failed']);
      expect(Object.keys(badFields.body.error.fields).sort()).toEqual(['client_id', 'profile_id']);
      const extra = await photo(me, her.id).field('price', '1');
      expect([extra.status, extra.body.error.fields]).toEqual([400, { price: ['whitelistValidation'] }]);
      const json = await http()
        .post('/api/chats/photos')
        .set('Host', NL_HOST)
        .set('Cookie', me.cookie)
        .send({ profile_id: her.id, client_id: randomUUID() });
      // Not multipart: nothing of it is read.
      expect([json.status, Object.keys(json.body.error.fields).sort()]).toEqual([400, ['client_id', 'photo', 'profile_id']]);
      // Judged by its bytes, as profile photos are: a script named .jpg is no image.
      const script = await photo(me, her.id, randomUUID(), Buffer.from('<?php echo 1; ?>'));
      expect([script.status, script.body.error.code]).toEqual([415, 'unsupported_image']);
      expect(await ledgerOf(ctx.db, me.id)).toEqual({ credits: 100, ledger_sum: 100, spends: 0 });
      expect(await messageRows(me.id)).toEqual([]);
      expect(storedFiles()).toEqual(before);
    });
  });

  it('refuses rows whose content does not fit their kind', async () => {
    const me = await member({ credits: 100 });
    const her = await member({ gender: 'female' });
    const sent = (await gift(me, her.id).expect(201)).body as SendMessageResponse;
    const insert = (kind: string, body: string, photoName: string | null, giftId: string | null) =>
      ctx.db.query(
        `INSERT INTO messages (conversation_id, seq, sender_id, client_id, kind, body, photo_filename, photo_thumb_filename, gift_id, cost)
         VALUES ($1, 99, $2, $3, $4, $5, $6, $6, $7, 0)`,
        [sent.message.conversation.id, me.id, randomUUID(), kind, body, photoName, giftId],
      );
    await expect(insert('text', '', null, null)).rejects.toThrow(/messages_text_content/);
    await expect(insert('text', 'hi', null, 'rose')).rejects.toThrow(/messages_text_content/);
    await expect(insert('photo', '', null, null)).rejects.toThrow(/messages_photo_content/);
    await expect(insert('gift', '', null, null)).rejects.toThrow(/messages_gift_content/);
    await expect(insert('gift', '', 'ab/x.jpg', 'rose')).rejects.toThrow(/messages_gift_content/);
  });
});
