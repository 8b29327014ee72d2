import { recordCompanyName } from '@portal/contract';

/**
 * The partner of a record (its `companyName`, `companyNameEn` and `companyNameKr`) named in the
 * reader's language: the contract's one company-name rule, under the name the screens import.
 */
export const companyLabel = recordCompanyName;
