import type {
  ListColumns,
  ListColumnsQuery,
  ResetListColumnsBody,
  SaveListColumnsBody,
} from '@portal/contract';
import type { Principal } from '../../core/principal';
import type { Database } from '../../db/database';
import * as repo from './list-settings.repository';

/**
 * A reader's choice of columns per list. Always the caller's own: the user comes from the token, never
 * from the request, so no user reads or changes another's.
 */
export class ListSettingsService {
  constructor(private readonly db: Database) {}

  async columns({ list }: ListColumnsQuery, principal: Principal): Promise<ListColumns> {
    return { list, columns: await repo.findColumnChoice(this.db, principal.userId, list) };
  }

  async save({ list, columns }: SaveListColumnsBody, principal: Principal): Promise<ListColumns> {
    await repo.upsertColumnChoice(this.db, principal.userId, list, columns);
    return { list, columns };
  }

  async reset({ list }: ResetListColumnsBody, principal: Principal): Promise<ListColumns> {
    await repo.deleteColumnChoice(this.db, principal.userId, list);
    return { list, columns: null };
  }
}
