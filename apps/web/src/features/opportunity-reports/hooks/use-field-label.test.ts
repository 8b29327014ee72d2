import { act, renderHook } from '@testing-library/react';
import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { useFieldLabel } from './use-field-label';

describe('useFieldLabel', () => {
  afterEach(async () => {
    await act(async () => i18n.changeLanguage('en'));
  });

  it("names the customer's registration number by the customer's country", async () => {
    await act(async () => i18n.changeLanguage('kr'));
    const labelFor = (country: string | null) =>
      renderHook(() => useFieldLabel(country)).result.current('customer.creditCode');
    expect(labelFor('KR')).toBe('사업자등록번호');
    expect(labelFor('CN')).toBe('통일사회신용코드');
    expect(labelFor('JP')).toBe('회사 등록번호');
    expect(labelFor(null)).toBe('회사 등록번호');
  });

  it('names the other customer fields as before', () => {
    const { result } = renderHook(() => useFieldLabel('KR'));
    expect(result.current('customer.country')).toBe('Customer country');
    expect(result.current('customer.name')).toBe('End customer');
  });
});
