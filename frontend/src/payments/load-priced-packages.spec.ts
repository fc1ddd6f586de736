import { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../api/query-keys';
import { loadPricedPackages } from './load-priced-packages';

const packages = (code: string | null) => ({
  packages: [],
  discount: code ? { code, percentage: 10, source: 'code', expires_at: null } : null,
  methods: [],
});

/** Answers GET /api/payments/packages for any code and records the queries asked. */
function serve() {
  const asked: string[] = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://site');
    asked.push(`${url.pathname}${url.search}`);
    return new Response(JSON.stringify(packages(url.searchParams.get('code'))), { status: 200 });
  });
  return asked;
}

afterEach(() => jest.restoreAllMocks());

describe('loadPricedPackages', () => {
  it('loads the member prices only when no code was typed', async () => {
    const asked = serve();
    const client = new QueryClient();
    await loadPricedPackages(client, null);
    expect(asked).toEqual(['/api/payments/packages']);
    expect(client.getQueryData(queryKeys.member.packages.list(null, null))).toEqual(packages(null));
  });

  it('loads the prices with the code and method beside the member prices', async () => {
    const asked = serve();
    const client = new QueryClient();
    await loadPricedPackages(client, 'SPRING', 'ideal');
    expect(asked.sort()).toEqual(['/api/payments/packages', '/api/payments/packages?code=SPRING&method=ideal']);
    expect(client.getQueryData(queryKeys.member.packages.list('SPRING', 'ideal'))).toEqual(packages('SPRING'));
  });
});
