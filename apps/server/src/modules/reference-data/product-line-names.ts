import type { Language } from '@portal/contract';
import type { DbOrTx } from '../../db/database';
import { productLines } from '../../db/schema';
import { productLineNameIn } from './code-labels';

/** Every product line's name in `language`, by code; retired lines too, since older records still name them. */
export async function productLineNamesIn(db: DbOrTx, language: Language): Promise<Map<string, string>> {
  const rows = await db.select().from(productLines);
  return new Map(rows.map((line) => [line.code, productLineNameIn(line, language)]));
}
