import { isNotFound } from '@tanstack/react-router';
import { idParams } from './router-params';
import { thrownBy } from './testing/thrown-by';

describe('idParams', () => {
  it('gives the route the id as a number and links write it back as the same segment', () => {
    expect(idParams.parse({ id: '42' })).toEqual({ id: 42 });
    expect(idParams.parse({ id: '2147483647' })).toEqual({ id: 2_147_483_647 });
    expect(idParams.stringify({ id: 42 })).toEqual({ id: '42' });
  });

  it.each(['0', '042', '+42', ' 42', '42.0', '-1', '1e3', 'abc', '', '2147483648', '12a'])('answers not found for %p', (segment) => {
    expect(isNotFound(thrownBy(() => idParams.parse({ id: segment })))).toBe(true);
  });
});
