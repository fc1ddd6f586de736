import { fillPlaceholders } from './fill-placeholders';

describe('fillPlaceholders', () => {
  it('replaces every occurrence, tolerating inner spaces', () => {
    expect(fillPlaceholders('{{site_name}} by {{ company_name }} – {{site_name}}', { site_name: 'A', company_name: 'B' })).toBe(
      'A by B – A',
    );
  });

  it('leaves unknown markers alone', () => {
    expect(fillPlaceholders('Hi {{nope}}', {})).toBe('Hi {{nope}}');
  });
});
