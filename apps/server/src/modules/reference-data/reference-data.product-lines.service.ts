import type {
  Language,
  ProductLineAdmin,
  SaveProductLineBody,
  SetReferenceActiveBody,
} from '@portal/contract';
import { recordNotFound, refused } from '../../core/app-error';
import type { Principal } from '../../core/principal';
import type { Database, DbOrTx } from '../../db/database';
import { auditReferenceChange } from './reference-data.audit';
import * as admin from './reference-data.admin.repository';
import type { ProductLineAdminRow } from './reference-data.admin.repository';
import { productLineNameIn } from './code-labels';
import { findAllProductLines } from './reference-data.repository';

/** Every product line's name in `language`, by code; retired lines too, since older records still name them. */
export async function productLineNamesIn(db: DbOrTx, language: Language): Promise<Map<string, string>> {
  const rows = await findAllProductLines(db);
  return new Map(rows.map((line) => [line.code, productLineNameIn(line, language)]));
}

const toProductLine = ({ threshold, ...row }: ProductLineAdminRow): ProductLineAdmin => ({
  ...row,
  discountThreshold: threshold === null ? null : Number(threshold),
});

/** What an audit entry keeps of a product line. */
const audited = ({ id: _id, ...line }: ProductLineAdmin) => line;

/**
 * The product lines as system management keeps them: added, renamed, given their discount threshold and
 * (de)activated, each change audited with the line before and after in its own transaction. Forms read the
 * active lines (`cpq/getCpqCodeTable`) and quotations the thresholds on every call, so a change holds at
 * once on every server process; a deactivated line keeps its name on the records that name it.
 */
export class ProductLinesService {
  constructor(private readonly db: Database) {}

  async list(): Promise<ProductLineAdmin[]> {
    return (await admin.findAdminProductLines(this.db)).map(toProductLine);
  }

  save(body: SaveProductLineBody, principal: Principal): Promise<ProductLineAdmin> {
    return this.db.transaction(async (tx) => {
      const names = { nameCn: body.nameCn, nameEn: body.nameEn, nameKr: body.nameKr, sort: body.sort };
      const percent = body.discountThreshold.toFixed(2);
      let before: ProductLineAdmin | null = null;
      let id: number;
      if (body.id === undefined) {
        const created = await admin.insertProductLine(tx, { code: body.code, ...names });
        if (created === undefined) throw refused('referenceAdmin.error.codeTaken', { code: body.code });
        id = created;
      } else {
        const row = await admin.findAdminProductLineForUpdate(tx, body.id);
        if (!row) throw recordNotFound();
        before = toProductLine(row);
        if (before.code !== body.code) throw refused('referenceAdmin.error.codeChanged');
        id = body.id;
        await admin.updateProductLine(tx, id, names);
      }
      await admin.upsertThreshold(tx, body.code, percent);
      const after = toProductLine((await admin.findAdminProductLineForUpdate(tx, id))!);
      await auditReferenceChange(tx, {
        entity: 'product_line',
        entityId: id,
        action: before ? 'update' : 'create',
        principal,
        before: before && audited(before),
        after: audited(after),
      });
      return after;
    });
  }

  setActive(body: SetReferenceActiveBody, principal: Principal): Promise<ProductLineAdmin> {
    return this.db.transaction(async (tx) => {
      const row = await admin.findAdminProductLineForUpdate(tx, body.id);
      if (!row) throw recordNotFound();
      const before = toProductLine(row);
      if (before.active === body.active) return before;
      await admin.updateProductLine(tx, body.id, { active: body.active });
      const after = { ...before, active: body.active };
      await auditReferenceChange(tx, {
        entity: 'product_line',
        entityId: body.id,
        action: body.active ? 'activate' : 'deactivate',
        principal,
        before: audited(before),
        after: audited(after),
      });
      return after;
    });
  }
}
