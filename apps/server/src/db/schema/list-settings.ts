/** Tables owned by the list-settings module: only that module writes them. */
import type { ListName } from '@portal/contract';
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { users } from './partners';

/** A user's choice of columns of one list (the keys shown, in order); no row: the list's defaults. */
export const listColumnChoices = pgTable(
  'list_column_choices',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    list: text('list').$type<ListName>().notNull(),
    columns: text('columns').array().notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.list] })],
);
