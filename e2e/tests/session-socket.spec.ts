import { expect, request, test } from '@playwright/test';
import { io } from 'socket.io-client';

// The whole path: backend revokes the session and publishes through Redis; the gateway
// holding the socket (behind the site's proxy) closes exactly that session's socket.
test('logout ends the session server-side and disconnects its socket', async ({ baseURL }) => {
  const site = baseURL!;
  const api = await request.newContext({ baseURL: site });
  const email = `e2e-socket-${Date.now()}@example.com`;
  const signup = await api.post('/api/accounts', {
    data: { email, name: 'Nina', password: 'Velvet-Moon-42', date_of_birth: '1990-03-03' },
  });
  expect(signup.status(), await signup.text()).toBe(201);
  const cookie = (await api.storageState()).cookies.find((c) => c.name === 'auth.session');
  expect(cookie).toBeDefined();

  const connect = () =>
    io(site, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { Cookie: `auth.session=${cookie!.value}`, Origin: site },
    });
  const socket = connect();
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const disconnected = new Promise((resolve) => socket.once('disconnect', resolve));

  // As the site's client calls it: a bare GET (a link from another site) would not log out.
  expect((await api.get('/api/logout.php', { headers: { 'x-amoretto-client': 'web' } })).status()).toBe(200);
  await expect(disconnected).resolves.toBe('io server disconnect');

  const stale = await api.get('/api/user.php', { headers: { Cookie: `auth.session=${cookie!.value}` } });
  expect(stale.status()).toBe(403);
  expect((await stale.json()).error.code).toBe('authentication_required');

  const again = connect();
  const refused = await new Promise<string>((resolve) => {
    again.once('connect', () => resolve('connected'));
    again.once('connect_error', (error) => resolve(error.message));
  });
  again.disconnect();
  expect(refused).toBe('authentication_required');
  await api.dispose();
});
