/**
 * Currencies: their ISO 4217 minor units (how many decimals an amount may have) and the default
 * currency of a company by its country or, when the country is not known, its region.
 */
import type { RegionCode } from './constants';

/** ISO 4217 minor units of the currencies the portal knows; any other currency takes two. */
export const currencyMinorUnits: Readonly<Record<string, number>> = {
  CNY: 2,
  USD: 2,
  EUR: 2,
  KRW: 0,
  JPY: 0,
};

/** How many decimals an amount in `currency` may have (ISO 4217; two when unknown or empty). */
export function minorUnitsOf(currency: string | null | undefined): number {
  return (currency ? currencyMinorUnits[currency.toUpperCase()] : undefined) ?? 2;
}

/** Whether `amount` (a plain decimal string) has no more significant decimals than its currency allows. */
export function fitsMinorUnits(amount: string, currency: string | null | undefined): boolean {
  const fraction = (amount.split('.')[1] ?? '').replace(/0+$/, '');
  return fraction.length <= minorUnitsOf(currency);
}

/** The euro area countries (ISO 3166-1 alpha-2) among the portal's countries and its neighbours. */
const euroCountries = new Set(['DE', 'FR', 'IT', 'ES', 'NL', 'BE', 'AT', 'FI', 'IE', 'PT', 'GR', 'LU']);

const currencyOfCountry: Readonly<Record<string, string>> = {
  CN: 'CNY',
  KR: 'KRW',
  JP: 'JPY',
  US: 'USD',
};

const currencyOfRegion: Readonly<Record<RegionCode, string>> = {
  CN: 'CNY',
  JP: 'JPY',
  US: 'USD',
  EU: 'EUR',
  AP: 'USD',
};

/**
 * The currency a new report of a company starts with: by its country (ISO 3166-1 alpha-2: KR → KRW,
 * JP → JPY, euro area → EUR...), else by its region, else CNY.
 */
export function defaultCurrencyOf(place: {
  country?: string | null | undefined;
  region?: string | null | undefined;
}): string {
  const country = place.country?.toUpperCase();
  if (country) {
    if (euroCountries.has(country)) return 'EUR';
    const byCountry = currencyOfCountry[country];
    if (byCountry) return byCountry;
  }
  const region = place.region?.toUpperCase();
  const byRegion = region ? (currencyOfRegion as Record<string, string | undefined>)[region] : undefined;
  return byRegion ?? 'CNY';
}

const europeanCountries = new Set([...euroCountries, 'GB', 'CH', 'SE', 'DK', 'NO', 'PL', 'CZ', 'HU']);
const asiaPacificCountries = new Set([
  'KR',
  'SG',
  'MY',
  'TH',
  'VN',
  'IN',
  'ID',
  'PH',
  'AU',
  'NZ',
  'TW',
  'HK',
]);

/** The portal region a country (ISO 3166-1 alpha-2) belongs to, or null when none fits. */
export function regionOfCountry(country: string | null | undefined): RegionCode | null {
  const code = country?.toUpperCase();
  if (!code) return null;
  if (code === 'CN' || code === 'JP' || code === 'US') return code;
  if (europeanCountries.has(code)) return 'EU';
  if (asiaPacificCountries.has(code)) return 'AP';
  return null;
}
