import { MEMBER_LANDINGS, MEMBER_LANDING_PAGES, memberLandingVariant } from './member-landing-variants';

describe('memberLandingVariant', () => {
  it('gives each page its default without a slug', () => {
    expect(memberLandingVariant('landing')).toEqual({ id: 'landing', texts: 'chat', media: 'card' });
    expect(memberLandingVariant('landing2')).toEqual({ id: 'landing2', texts: 'spotlight', media: 'card' });
    expect(memberLandingVariant('landing3')).toEqual({ id: 'landing3', texts: 'video', media: 'video' });
  });

  it('picks a slug’s variant, whatever its case', () => {
    expect(memberLandingVariant('landing2', 'Tonight')).toEqual({ id: 'landing2/tonight', texts: 'tonight', media: 'card' });
    expect(memberLandingVariant('landing3', 'tonight')).toEqual({ id: 'landing3/tonight', texts: 'tonight', media: 'video' });
  });

  it('falls back to the default for an unknown slug, and never reads inherited keys', () => {
    expect(memberLandingVariant('landing2', 'nope').id).toBe('landing2');
    expect(memberLandingVariant('landing3', 'constructor').id).toBe('landing3');
  });

  it('has one page with a video', () => {
    expect(MEMBER_LANDING_PAGES.filter((page) => MEMBER_LANDINGS[page].default.media === 'video')).toEqual(['landing3']);
  });
});
