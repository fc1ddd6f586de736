import { pollTag, tagMatches } from './poll-tag-rules';

describe('poll tags', () => {
  const noon = new Date('2026-11-26T12:00:00Z');

  it('name the member, epoch, version and UTC day; a member without a version is at 0', () => {
    expect(pollTag(42, '1795700000000', '17', noon)).toBe('W/"42.1795700000000.17.2026-11-26"');
    expect(pollTag(42, '1795700000000', null, noon)).toBe('W/"42.1795700000000.0.2026-11-26"');
  });

  it('change at midnight UTC, when ages may', () => {
    expect(pollTag(42, 'e', '1', new Date('2026-11-26T23:59:59.999Z'))).not.toBe(pollTag(42, 'e', '1', new Date('2026-11-27T00:00:00Z')));
  });

  it('match weakly, within a list, or for `*`', () => {
    const tag = pollTag(42, 'e', '3', noon);
    expect(tagMatches(tag, tag)).toBe(true);
    expect(tagMatches('"42.e.3.2026-11-26"', tag)).toBe(true);
    expect(tagMatches(`W/"other", ${tag}`, tag)).toBe(true);
    expect(tagMatches('*', tag)).toBe(true);
  });

  it('do not match another version, member or day, or no header', () => {
    const tag = pollTag(42, 'e', '3', noon);
    expect(tagMatches(pollTag(42, 'e', '4', noon), tag)).toBe(false);
    expect(tagMatches(pollTag(43, 'e', '3', noon), tag)).toBe(false);
    expect(tagMatches(pollTag(42, 'f', '3', noon), tag)).toBe(false);
    expect(tagMatches(undefined, tag)).toBe(false);
    expect(tagMatches('', tag)).toBe(false);
  });
});
