import { captureTracking } from './capture-tracking';

const at = (search: string, pathname = '/', hash = '') => ({ pathname, search, hash });

describe('captureTracking', () => {
  it('stores the merged record and strips the query', () => {
    expect(captureTracking(at('?network={net1}&aff_sub=abc&cpc=0.5&utm_x=1'), { network: 'old', sub2: 'x' })).toEqual({
      store: { network: 'net1', sub1: 'abc' },
      bounceLogging: false,
      replaceWith: '/?utm_x=1',
    });
  });

  it('keeps the path and the hash, and drops an emptied query entirely', () => {
    expect(captureTracking(at('?sub=a&lb=1', '/pages/faq', '#top'), {})).toEqual({
      store: { sub1: 'a' },
      bounceLogging: true,
      replaceWith: '/pages/faq#top',
    });
  });

  it('keeps the stored record when only network-less values arrive', () => {
    expect(captureTracking(at('?sub=a'), { network: 'n' }).store).toEqual({ network: 'n' });
  });

  it('stores nothing and replaces nothing for a clean URL', () => {
    expect(captureTracking(at('?country=CH'), { network: 'n' })).toEqual({ store: null, bounceLogging: false, replaceWith: null });
    expect(captureTracking(at(''), {})).toEqual({ store: null, bounceLogging: false, replaceWith: null });
  });

  it('rewrites the URL for cpc alone without storing anything', () => {
    expect(captureTracking(at('?cpc=1'), {})).toEqual({ store: null, bounceLogging: false, replaceWith: '/' });
  });
});
