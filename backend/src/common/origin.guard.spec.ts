import { CLIENT_HEADER } from '@amoretto/shared';
import { isForeignRequest, isOwnClientRequest } from './origin.guard';

const req = (method: string, headers: Record<string, string>) => ({ method, headers: { host: 'amoretto.nl', ...headers } });
const allowed = ['http://localhost:3000'];

describe('isForeignRequest', () => {
  it('lets reads through whatever their origin', () => {
    expect(isForeignRequest(req('GET', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }), allowed)).toBe(false);
  });

  it('refuses a write marked cross-site by the browser', () => {
    expect(isForeignRequest(req('POST', { 'sec-fetch-site': 'cross-site' }), allowed)).toBe(true);
  });

  it('refuses a write from another origin', () => {
    expect(isForeignRequest(req('PUT', { origin: 'https://evil.example' }), allowed)).toBe(true);
  });

  it('accepts a write from the same host or the configured public origin', () => {
    expect(isForeignRequest(req('POST', { origin: 'https://amoretto.nl', 'sec-fetch-site': 'same-origin' }), allowed)).toBe(false);
    expect(isForeignRequest(req('DELETE', { origin: 'http://localhost:3000' }), allowed)).toBe(false);
  });

  it('accepts a write without Origin (non-browser clients carry no ambient cookies to abuse)', () => {
    expect(isForeignRequest(req('POST', {}), allowed)).toBe(false);
  });

  it('refuses a malformed Origin', () => {
    expect(isForeignRequest(req('POST', { origin: 'null' }), allowed)).toBe(true);
  });
});

describe('isOwnClientRequest', () => {
  it('accepts a same-origin request and the client header where the browser sends no Sec-Fetch-Site', () => {
    expect(isOwnClientRequest({ 'sec-fetch-site': 'same-origin' })).toBe(true);
    expect(isOwnClientRequest({ 'sec-fetch-site': 'same-origin', [CLIENT_HEADER]: 'web' })).toBe(true);
    expect(isOwnClientRequest({ [CLIENT_HEADER]: 'web' })).toBe(true);
  });

  it('refuses navigations and requests from other sites, and bare requests', () => {
    expect(isOwnClientRequest({ 'sec-fetch-site': 'cross-site' })).toBe(false);
    expect(isOwnClientRequest({ 'sec-fetch-site': 'same-site' })).toBe(false);
    expect(isOwnClientRequest({ 'sec-fetch-site': 'none' })).toBe(false);
    expect(isOwnClientRequest({ 'sec-fetch-site': 'cross-site', [CLIENT_HEADER]: 'web' })).toBe(false);
    expect(isOwnClientRequest({})).toBe(false);
    expect(isOwnClientRequest({ [CLIENT_HEADER]: '' })).toBe(false);
  });
});
