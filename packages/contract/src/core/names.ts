import { z } from 'zod';
import { noNul } from './texts';

/**
 * A name kept in up to three languages (`NamesByLanguage`, shown through `nameInLanguage`): the Chinese
 * one is required, English and Korean are optional; each at most `maxLength` characters.
 */
export function namesSchema(maxLength: number) {
  const optional = z.string().trim().max(maxLength).refine(noNul, 'validation.invalid').nullish();
  return z.object({
    cn: z.string().trim().min(1).max(maxLength).refine(noNul, 'validation.invalid'),
    en: optional,
    kr: optional,
  });
}
