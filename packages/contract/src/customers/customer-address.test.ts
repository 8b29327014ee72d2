import { describe, expect, it } from 'vitest';
import { customerAddress } from './customer-address';

describe('customerAddress', () => {
  const both = { address: '江苏省苏州市工业园区星湖街 88 号', addressEn: '88 Xinghu Street, Suzhou' };

  it('reads the registered address in Chinese and the English one in English and Korean', () => {
    expect(customerAddress(both, 'cn')).toBe(both.address);
    expect(customerAddress(both, 'en')).toBe(both.addressEn);
    expect(customerAddress(both, 'kr')).toBe(both.addressEn);
  });

  it('falls back to the registered address when there is no English one', () => {
    for (const addressEn of [null, undefined, '  '])
      expect(customerAddress({ address: both.address, addressEn }, 'en')).toBe(both.address);
  });

  it('reads the English address when only it was given, and null when there is none', () => {
    expect(customerAddress({ address: null, addressEn: both.addressEn }, 'cn')).toBe(both.addressEn);
    expect(customerAddress({ address: null, addressEn: null }, 'kr')).toBeNull();
  });
});
