import type { IndustryCode } from '@portal/contract';
import { industryCodeOfLabel, industryCodes, normaliseRegistrationNumber } from '@portal/contract';
import { lockForTransaction } from '../../core/locks';
import type { DbOrTx } from '../../db/database';
import * as repo from './customers.identity.repository';

/** Advisory lock namespace (two-key form): one customer identity at a time. */
const customerLockSpace = 727_274_301;

/** A customer as a registration or an opportunity carries it. */
export interface CustomerIdentity {
  name: string;
  /** ISO 3166-1 alpha-2; null on records filed before the country was asked. */
  country: string | null;
  /** The registration number (normalised here again, so a raw one finds the same customer). */
  registrationNumber: string | null;
  region?: string | null;
  address?: string | null;
  /** An industry code or the directory's industry text (mapped to a code when it names one). */
  industry?: string | null;
  /** Found in the company directory. */
  verified?: boolean;
  createdBy?: number | null;
  createdAt?: Date;
}

const isIndustryCode = (value: string | null): value is IndustryCode =>
  value !== null && (industryCodes as readonly string[]).includes(value);

/**
 * The customer of this identity, if one exists: by country and number, else a customer without a number
 * of the exact name and country.
 */
export async function findCustomerOf(
  tx: DbOrTx,
  identity: Pick<CustomerIdentity, 'name' | 'country' | 'registrationNumber'>,
): Promise<{ id: number; name: string; verified: boolean } | undefined> {
  const number = identity.registrationNumber
    ? normaliseRegistrationNumber(identity.country, identity.registrationNumber) || null
    : null;
  return number
    ? repo.findCustomerByNumber(tx, identity.country, number)
    : repo.findCustomerByName(tx, identity.country, identity.name.trim());
}

/** Serialises find-or-create of one identity until the caller's transaction ends. */
export async function lockCustomerIdentity(
  tx: DbOrTx,
  identity: Pick<CustomerIdentity, 'name' | 'country' | 'registrationNumber'>,
): Promise<void> {
  const key = identity.registrationNumber
    ? `${identity.country ?? ''}#${normaliseRegistrationNumber(identity.country, identity.registrationNumber)}`
    : `${identity.country ?? ''}@${identity.name.trim()}`;
  await lockForTransaction(tx, customerLockSpace, key);
}

/**
 * The id of the customer of a registration or an opportunity, created when none exists yet: found by
 * country and registration number, or, without a number, by exact name and country. Call it in the
 * transaction that stores the record; a customer found again through the directory becomes verified.
 */
export async function findOrCreateCustomer(tx: DbOrTx, identity: CustomerIdentity): Promise<number> {
  const name = identity.name.trim();
  await lockCustomerIdentity(tx, identity);
  const found = await findCustomerOf(tx, identity);
  if (found) {
    if (identity.verified && !found.verified) await repo.markCustomerVerified(tx, found.id);
    return found.id;
  }
  const number = identity.registrationNumber
    ? normaliseRegistrationNumber(identity.country, identity.registrationNumber) || null
    : null;
  const industry = identity.industry ?? null;
  return repo.insertCustomer(tx, {
    name,
    country: identity.country,
    registrationNumber: number,
    region: identity.region ?? null,
    address: identity.address ?? null,
    industryCode: isIndustryCode(industry) ? industry : industryCodeOfLabel(industry),
    verified: identity.verified ?? false,
    createdBy: identity.createdBy ?? null,
    ...(identity.createdAt ? { createdAt: identity.createdAt, updatedAt: identity.createdAt } : {}),
  });
}
