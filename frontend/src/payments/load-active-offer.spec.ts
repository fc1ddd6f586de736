import { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { loadActiveOffer, prefetchActiveOffer } from './load-active-offer';

const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

/** Answers the API paths the loader may ask for and records which it asked, in order. */
function serve(answers: Record<string, unknown>) {
  const asked: string[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://site').pathname;
    asked.push(path);
    return new Response(JSON.stringify(answers[path] ?? {}), { status: path in answers ? 200 : 404 });
  });
  return asked;
}

const welcome = { discount: { code: 'WELCOME', percentage: 20, source: 'welcome', expires_at: null } };

afterEach(() => jest.restoreAllMocks());

describe('loadActiveOffer', () => {
  it('asks for no offer for a visitor', async () => {
    const asked = serve({ '/api/user.php': { user: null } });
    await loadActiveOffer(new QueryClient());
    expect(asked).toEqual(['/api/user.php']);
  });

  it('asks for no offer for a member who has paid', async () => {
    const asked = serve({ '/api/user.php': { user: { id: 1, paid_user: true } } });
    await loadActiveOffer(new QueryClient());
    expect(asked).toEqual(['/api/user.php']);
  });

  it('loads the running time bonus and no welcome discount beside it', async () => {
    const bonus = { code: 'BONUS', percentage: 25, expires_at: inAnHour() };
    const asked = serve({ '/api/user.php': { user: { id: 1, paid_user: false } }, '/api/timebonus.php': { time_bonus: bonus } });
    const client = new QueryClient();
    await loadActiveOffer(client);
    expect(asked).toEqual(['/api/user.php', '/api/timebonus.php']);
    expect(client.getQueryData(queryKeys.member.timeBonus)).toEqual(bonus);
  });

  it('loads the welcome discount when no time bonus runs, or only an ended one', async () => {
    for (const timeBonus of [null, { code: 'BONUS', percentage: 25, expires_at: new Date(Date.now() - 1000).toISOString() }]) {
      const asked = serve({
        '/api/user.php': { user: { id: 1, paid_user: false } },
        '/api/timebonus.php': { time_bonus: timeBonus },
        '/api/discountcode.php': welcome,
      });
      const client = new QueryClient();
      await loadActiveOffer(client);
      expect(asked).toEqual(['/api/user.php', '/api/timebonus.php', '/api/discountcode.php']);
      expect(client.getQueryData(queryKeys.member.welcomeDiscount)).toEqual(welcome.discount);
      jest.restoreAllMocks();
    }
  });

  it('uses the member already in the cache without asking again', async () => {
    const asked = serve({ '/api/timebonus.php': { time_bonus: null }, '/api/discountcode.php': welcome });
    const client = new QueryClient();
    client.setQueryData(queryKeys.user, { id: 1, paid_user: false });
    await loadActiveOffer(client);
    expect(asked).toEqual(['/api/timebonus.php', '/api/discountcode.php']);
  });
});

describe('prefetchActiveOffer', () => {
  it('asks for the time bonus and the welcome discount at once for a member who has not paid', async () => {
    const asked = serve({
      '/api/user.php': { user: { id: 1, paid_user: false } },
      '/api/timebonus.php': { time_bonus: null },
      '/api/discountcode.php': welcome,
    });
    const client = new QueryClient();
    await prefetchActiveOffer(client);
    expect(asked[0]).toBe('/api/user.php');
    expect([...asked.slice(1)].sort()).toEqual(['/api/discountcode.php', '/api/timebonus.php']);
    expect(client.getQueryData(queryKeys.member.welcomeDiscount)).toEqual(welcome.discount);
  });

  it('asks for nothing more for a visitor or a member who has paid', async () => {
    for (const user of [null, { id: 1, paid_user: true }]) {
      const asked = serve({ '/api/user.php': { user } });
      await prefetchActiveOffer(new QueryClient());
      expect(asked).toEqual(['/api/user.php']);
      jest.restoreAllMocks();
    }
  });
});
