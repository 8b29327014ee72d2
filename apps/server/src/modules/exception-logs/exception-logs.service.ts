import type { ExceptionLog, Page, PageExceptionLogsBody, SaveExceptionLogBody } from '@portal/contract';
import type { Principal } from '../../core/principal';
import type { Database, DbOrTx } from '../../db/database';
import * as repo from './exception-logs.repository';

/**
 * A failure of the server's own work (a scheduled job), written to the exception log the administrators
 * watch: `type` names the work (`server.backup`), `errorParam` holds the message.
 */
export async function recordServerException(
  db: DbOrTx,
  entry: { type: string; className: string; method: string; message: string },
): Promise<void> {
  await repo.insertExceptionLog(db, {
    type: entry.type,
    className: entry.className,
    method: entry.method,
    errorParam: entry.message.slice(0, 2000),
    errorTrace: {},
    userId: null,
    username: null,
    clientAddress: null,
  });
}

/** Failed requests reported by the client (spec section 7), and the administrators' view of them. */
export class ExceptionLogService {
  constructor(private readonly db: Database) {}

  /** Stores a report as typed; who sent it comes from the token, never from the body. */
  async save(body: SaveExceptionLogBody, principal: Principal, clientAddress: string): Promise<void> {
    await repo.insertExceptionLog(this.db, {
      type: body.type,
      className: body.className ?? null,
      method: body.method ?? null,
      errorCode: body.errorCode ?? null,
      errorParam: body.errorParam ?? null,
      requestServlet: body.requestServlet ?? null,
      errorTrace: body.errorTrace,
      userId: principal.userId,
      username: principal.username,
      clientAddress,
    });
  }

  async page(body: PageExceptionLogsBody): Promise<Page<ExceptionLog>> {
    const { rows, total } = await repo.findExceptionLogPage(
      this.db,
      {
        keyword: body.keyword?.trim() || undefined,
        type: body.type || undefined,
        createdFrom: body.createdFrom ? new Date(body.createdFrom) : undefined,
        createdTo: body.createdTo ? new Date(body.createdTo) : undefined,
      },
      { offset: (body.pageNum - 1) * body.pageSize, limit: body.pageSize },
    );
    return {
      list: rows.map((row) => ({
        id: row.id,
        type: row.type,
        className: row.className,
        method: row.method,
        errorCode: row.errorCode,
        errorParam: row.errorParam,
        requestServlet: row.requestServlet,
        errorTrace: (row.errorTrace ?? {}) as ExceptionLog['errorTrace'],
        userId: row.userId,
        username: row.username,
        clientAddress: row.clientAddress,
        createdAt: row.createdAt.toISOString(),
      })),
      total,
      pageNum: body.pageNum,
      pageSize: body.pageSize,
    };
  }
}
