import type {
  CodeTableAdminEntry,
  SaveCodeTableEntryBody,
  SetCodeTableEntryStatusBody,
} from '@portal/contract';
import { recordNotFound, refused } from '../../core/app-error';
import type { Principal } from '../../core/principal';
import type { Database } from '../../db/database';
import { auditReferenceChange } from './reference-data.audit';
import * as repo from './reference-data.repository';

/** What an audit entry keeps of a code-table entry. */
const audited = (entry: CodeTableAdminEntry) => ({
  codeType: entry.codeType,
  code: entry.code,
  codeDescCn: entry.codeDescCn,
  codeDescEn: entry.codeDescEn,
  codeDescKr: entry.codeDescKr,
  sort: entry.sort,
  activeStatus: entry.activeStatus,
});

/**
 * The code tables as system management keeps them: entries added, renamed and deactivated, each change
 * audited with the entry before and after in its own transaction. Readers read the table itself on every
 * call (`codetable/getCodeTable`), so a change is seen at once by every server process.
 */
export class CodeTablesService {
  constructor(private readonly db: Database) {}

  list(): Promise<CodeTableAdminEntry[]> {
    return repo.findAdminEntries(this.db);
  }

  save(body: SaveCodeTableEntryBody, principal: Principal): Promise<CodeTableAdminEntry> {
    return this.db.transaction(async (tx) => {
      const names = {
        codeDescCn: body.codeDescCn,
        codeDescEn: body.codeDescEn,
        codeDescKr: body.codeDescKr,
        sort: body.sort,
      };
      if (body.id === undefined) {
        if (!(await repo.hasCodeType(tx, body.codeType)))
          throw refused('systemSettings.error.unknownCodeType', { codeType: body.codeType });
        const created = await repo.insertAdminEntry(tx, {
          codeType: body.codeType,
          code: body.code,
          ...names,
        });
        if (!created) throw refused('systemSettings.error.codeTaken', { code: body.code });
        await auditReferenceChange(tx, {
          entity: 'code_table_entry',
          entityId: created.id,
          action: 'create',
          principal,
          before: null,
          after: audited(created),
        });
        return created;
      }
      const before = await repo.findAdminEntryForUpdate(tx, body.id);
      if (!before) throw recordNotFound();
      if (before.codeType !== body.codeType || before.code !== body.code)
        throw refused('systemSettings.error.entryChanged');
      const after = await repo.updateAdminEntry(tx, body.id, names);
      if (!after) throw recordNotFound();
      await auditReferenceChange(tx, {
        entity: 'code_table_entry',
        entityId: after.id,
        action: 'update',
        principal,
        before: audited(before),
        after: audited(after),
      });
      return after;
    });
  }

  setStatus(body: SetCodeTableEntryStatusBody, principal: Principal): Promise<CodeTableAdminEntry> {
    return this.db.transaction(async (tx) => {
      const before = await repo.findAdminEntryForUpdate(tx, body.id);
      if (!before) throw recordNotFound();
      if (before.activeStatus === body.activeStatus) return before;
      const after = await repo.updateAdminEntry(tx, body.id, { activeStatus: body.activeStatus });
      if (!after) throw recordNotFound();
      await auditReferenceChange(tx, {
        entity: 'code_table_entry',
        entityId: after.id,
        action: body.activeStatus === 1 ? 'activate' : 'deactivate',
        principal,
        before: audited(before),
        after: audited(after),
      });
      return after;
    });
  }
}
