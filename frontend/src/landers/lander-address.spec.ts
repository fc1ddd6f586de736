import { landerAddress } from './lander-address';

describe('landerAddress', () => {
  it('takes every lander without a slug', () => {
    expect(landerAddress('adultonly', undefined)).toEqual({ name: 'adultonly', slug: undefined });
    expect(landerAddress('gallery', undefined)).toEqual({ name: 'gallery', slug: undefined });
  });

  it('takes any slug on the eight landers with one, known or not', () => {
    expect(landerAddress('gallery', 'men')).toEqual({ name: 'gallery', slug: 'men' });
    expect(landerAddress('video', 'whatever')).toEqual({ name: 'video', slug: 'whatever' });
  });

  it('has no page for an unknown lander or a slug on one that takes none', () => {
    expect(landerAddress('nosuch', undefined)).toBeNull();
    expect(landerAddress('constructor', undefined)).toBeNull();
    expect(landerAddress('adultonly', 'men')).toBeNull();
    expect(landerAddress('tinderswipe', 'x')).toBeNull();
  });
});
