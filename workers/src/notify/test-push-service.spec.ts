import { createECDH, randomBytes } from 'node:crypto';
import { Agent } from 'node:https';
import { encrypt, generateVAPIDKeys, getVapidHeaders, sendNotification } from 'web-push';
import { decryptAes128gcm, freePort, TestPushService, vapidProblem } from '@amoretto/shared/testing';

// The local push service's checks (shared/src/testing/test-push-service.ts) against web-push's
// own signing and encryption: they accept what web-push makes and refuse what is wrong.
describe('the test push service’s checks', () => {
  const origin = 'https://127.0.0.1:20200';
  const keys = generateVAPIDKeys();
  const header = (audience = origin, privateKey = keys.privateKey) =>
    getVapidHeaders(audience, 'mailto:support@amoretto.local', keys.publicKey, privateKey, 'aes128gcm').Authorization;

  it('accepts a VAPID header signed with the application server key for its own origin', () => {
    expect(vapidProblem(header(), origin, keys.publicKey)).toBeNull();
  });

  it('refuses another audience, another key, a forged signature and an expired token', () => {
    expect(vapidProblem(header('https://push.example.com'), origin, keys.publicKey)).toMatch(/^aud/);
    expect(vapidProblem(header(), origin, generateVAPIDKeys().publicKey)).toBe('unknown application server key');
    const other = generateVAPIDKeys();
    const forged = header()
      .replace(/k=.*$/, `k=${keys.publicKey}`)
      .replace(/t=([^.]+\.[^.]+)\.[^,]+/, (_m, signed: string) => {
        const foreign = getVapidHeaders(origin, 'mailto:x@example.com', other.publicKey, other.privateKey, 'aes128gcm').Authorization;
        return `t=${signed}.${/t=[^.]+\.[^.]+\.([^,]+)/.exec(foreign)![1]}`;
      });
    expect(vapidProblem(forged, origin, keys.publicKey)).toBe('bad signature');
    expect(vapidProblem(header(), origin, keys.publicKey, Date.now() + 25 * 3600 * 1000)).toMatch(/^exp/);
  });

  it('decrypts what web-push encrypts for a subscription, and nothing for another', () => {
    const browser = createECDH('prime256v1');
    browser.generateKeys();
    const auth = randomBytes(16);
    const { cipherText } = encrypt(browser.getPublicKey('base64url'), auth.toString('base64url'), '{"title":"Ciao"}', 'aes128gcm');
    expect(decryptAes128gcm(cipherText, browser, auth).toString()).toBe('{"title":"Ciao"}');
    expect(() => decryptAes128gcm(cipherText, browser, randomBytes(16))).toThrow();
  });
});

// Its held answers (a push in flight, for the rollout tests): taken and counted, answered on release,
// and a sender that goes away before the answer is recorded as cut off.
describe('the test push service’s held answers', () => {
  const keys = generateVAPIDKeys();
  let service: TestPushService;
  let agent: Agent;

  beforeAll(async () => {
    service = await TestPushService.start({ port: await freePort(5600), applicationServerKey: keys.publicKey });
    agent = new Agent({ ca: service.certificate });
  });

  afterAll(async () => {
    agent.destroy();
    await service.stop();
  });

  const push = (timeout = 5_000) =>
    sendNotification(service.subscribe(), '{"title":"Ciao"}', {
      vapidDetails: { subject: 'mailto:support@amoretto.local', ...keys },
      agent,
      timeout,
    });

  const until = async (ok: () => boolean): Promise<void> => {
    for (let i = 0; i < 200 && !ok(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
    expect(ok()).toBe(true);
  };

  it('takes a push without answering until released, then answers 201', async () => {
    service.holdAnswers();
    const sent = push();
    await until(() => service.heldCount === 1);
    expect(service.received).toHaveLength(1);
    service.releaseAnswers();
    expect((await sent).statusCode).toBe(201);
    expect(service.cut).toEqual([]);
  });

  it('records a push whose sender went away before the answer as cut off', async () => {
    service.holdAnswers();
    const sent = push(200).catch((error: unknown) => error);
    await until(() => service.cut.length === 1);
    expect(await sent).toBeInstanceOf(Error);
    service.releaseAnswers();
    expect(service.received).toHaveLength(2);
  });
});
