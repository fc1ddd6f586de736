import { isNotFound } from '@tanstack/react-router';
import { payParams } from './pay-route-params';
import { thrownBy } from '../testing/thrown-by';

describe('payParams', () => {
  it('gives the pay page the package id as a number and the method, and links write them back', () => {
    expect(payParams.parse({ id: '7' })).toEqual({ id: 7 });
    expect(payParams.parse({ id: '7', paymentmethod: 'ideal' })).toEqual({ id: 7, paymentmethod: 'ideal' });
    expect(payParams.stringify({ id: 7, paymentmethod: 'ideal' })).toEqual({ id: '7', paymentmethod: 'ideal' });
  });

  it.each(['07', '007', '+7', ' 7', '7 ', '7.0', '0', '-7', '1e1', 'abc', '', '2147483648'])(
    'answers not found for the package %p',
    (id) => {
      expect(isNotFound(thrownBy(() => payParams.parse({ id })))).toBe(true);
    },
  );

  it('answers not found for a method outside the vocabulary', () => {
    expect(isNotFound(thrownBy(() => payParams.parse({ id: '7', paymentmethod: 'cash' })))).toBe(true);
  });
});
