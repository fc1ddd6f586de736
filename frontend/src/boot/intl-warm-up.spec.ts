import { warmUpIntl } from './intl-warm-up';

describe('warmUpIntl', () => {
  it('builds the formats for a valid locale tag', () => {
    const built = jest.spyOn(Intl, 'DisplayNames');
    warmUpIntl('nl-NL');
    expect(built).toHaveBeenCalledWith(['nl-NL'], { type: 'region' });
    built.mockRestore();
  });

  it('leaves a tag the browser rejects to the app, without throwing', () => {
    expect(() => new Intl.DateTimeFormat('not a tag')).toThrow(RangeError);
    expect(() => warmUpIntl('not a tag')).not.toThrow();
  });
});
