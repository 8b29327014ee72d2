import type { Language } from '@portal/contract';
import type { DbOrTx } from '../../db/database';
import { productLineNameIn } from './code-labels';
import { findAllProductLines } from './reference-data.repository';

/** Every product line's name in `language`, by code; retired lines too, since older records still name them. */
export async function productLineNamesIn(db: DbOrTx, language: Language): Promise<Map<string, string>> {
  const rows = await findAllProductLines(db);
  return new Map(rows.map((line) => [line.code, productLineNameIn(line, language)]));
}
