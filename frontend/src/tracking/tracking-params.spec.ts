import { cleanTrackingValue, mergeTracking, parseTracking, TRACKING_VALUE_MAX_LENGTH } from './tracking-params';

const parse = (query: string) => parseTracking(new URLSearchParams(query));

describe('parseTracking', () => {
  it('reads network and ref', () => {
    expect(parse('network=net1&ref=r9').record).toEqual({ network: 'net1', ref: 'r9' });
  });

  it.each([
    ['sub', 'sub1'],
    ['sub1', 'sub1'],
    ['aff_sub', 'sub1'],
    ['aff_sub1', 'sub1'],
    ['sub2', 'sub2'],
    ['aff_sub2', 'sub2'],
    ['sub3', 'sub3'],
    ['aff_sub3', 'sub3'],
  ])('maps %s to %s and removes it from the URL', (name, field) => {
    const parsed = parse(`${name}=abc&keep=1`);
    expect(parsed.record).toEqual({ [field]: 'abc' });
    expect(parsed.cleanedSearch.toString()).toBe('keep=1');
    expect(parsed.changed).toBe(true);
  });

  it('prefers the canonical name when several aliases are given', () => {
    expect(parse('aff_sub=a&sub=b&sub1=c').record).toEqual({ sub1: 'c' });
    expect(parse('aff_sub=a&sub=b').record).toEqual({ sub1: 'b' });
    expect(parse('aff_sub2=a&sub2=b').record).toEqual({ sub2: 'b' });
    expect(parse('aff_sub3=a&sub3=b').record).toEqual({ sub3: 'b' });
  });

  it('falls back to the next alias when the canonical one is empty', () => {
    expect(parse('sub1=&aff_sub=x').record).toEqual({ sub1: 'x' });
  });

  it('strips braces from network, ref and sub values', () => {
    expect(parse('network={net1}&ref={r}&sub={a}b&sub2=}c{&aff_sub3={{d}}').record).toEqual({
      network: 'net1',
      ref: 'r',
      sub1: 'ab',
      sub2: 'c',
      sub3: 'd',
    });
  });

  it('ignores empty, blank and brace-only values but still removes them', () => {
    const parsed = parse('network=&ref=%20%20&sub={}&sub2={%20}&x=1');
    expect(parsed.record).toEqual({});
    expect(parsed.cleanedSearch.toString()).toBe('x=1');
  });

  it('trims and caps values', () => {
    const long = 'x'.repeat(TRACKING_VALUE_MAX_LENGTH + 20);
    expect(parse(`ref=%20r%20&sub1=${long}`).record).toEqual({ ref: 'r', sub1: 'x'.repeat(TRACKING_VALUE_MAX_LENGTH) });
  });

  it('removes cpc even though it is not recorded', () => {
    const parsed = parse('cpc=0.5&utm_x=1');
    expect(parsed.record).toEqual({});
    expect(parsed.cleanedSearch.toString()).toBe('utm_x=1');
    expect(parsed.changed).toBe(true);
  });

  it('switches bounce logging on with lb and removes it', () => {
    expect(parse('lb=1&a=b')).toMatchObject({ bounceLogging: true });
    expect(parse('lb').bounceLogging).toBe(true);
    expect(parse('lb=1&a=b').cleanedSearch.toString()).toBe('a=b');
    expect(parse('a=b').bounceLogging).toBe(false);
  });

  it('keeps other parameters, their order and repeated values untouched', () => {
    const parsed = parse('z=1&network=n&country=CH&a=2&sub=s&z=3&t=40');
    expect([...parsed.cleanedSearch]).toEqual([
      ['z', '1'],
      ['country', 'CH'],
      ['a', '2'],
      ['z', '3'],
      ['t', '40'],
    ]);
  });

  it('reports no change for a query without tracking parameters', () => {
    const parsed = parse('utm_source=x&country=NL');
    expect(parsed.changed).toBe(false);
    expect(parsed.record).toEqual({});
    expect(parsed.cleanedSearch.toString()).toBe('utm_source=x&country=NL');
  });

  it('handles the example link of the e2e test', () => {
    const parsed = parse('network={net1}&aff_sub=abc&cpc=0.5&utm_x=1');
    expect(parsed.record).toEqual({ network: 'net1', sub1: 'abc' });
    expect(parsed.cleanedSearch.toString()).toBe('utm_x=1');
  });

  it('treats parameter names case-sensitively', () => {
    expect(parse('Network=n').record).toEqual({});
  });
});

describe('cleanTrackingValue', () => {
  it('returns undefined for nothing left', () => {
    expect(cleanTrackingValue('  {}  ')).toBeUndefined();
    expect(cleanTrackingValue('{ a }')).toBe('a');
  });
});

describe('mergeTracking', () => {
  const stored = { network: 'old', sub1: 's1', sub3: 's3' };

  it('replaces the whole record when a network arrives', () => {
    expect(mergeTracking(stored, { network: 'new', sub2: 'x' })).toEqual({ network: 'new', sub2: 'x' });
  });

  it('replaces the record when the same network comes again with new sub ids', () => {
    expect(mergeTracking(stored, { network: 'old' })).toEqual({ network: 'old' });
  });

  it('keeps the stored record when the fresh one has no network', () => {
    expect(mergeTracking(stored, { sub1: 'other', ref: 'r' })).toEqual(stored);
    expect(mergeTracking(stored, {})).toEqual(stored);
  });

  it('keeps network-less values when nothing is stored yet', () => {
    expect(mergeTracking(null, { ref: 'r' })).toEqual({ ref: 'r' });
    expect(mergeTracking({}, { sub1: 's' })).toEqual({ sub1: 's' });
    expect(mergeTracking(undefined, {})).toEqual({});
  });

  it('does not hand out the stored object itself', () => {
    expect(mergeTracking(stored, {})).not.toBe(stored);
  });
});
