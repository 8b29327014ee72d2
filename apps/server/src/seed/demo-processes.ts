/**
 * Demo work flows and processes: the report review's definition (version 1 by the administrator), a
 * running process for every submitted report (started by the engine, so their tasks wait in the
 * approvers' to-dos), and a few processes in each other status beside decided and withdrawn reports;
 * the planning quotation approval; the solution approval with a process in every status.
 */
import type { ProcessStatusCode } from '@portal/contract';
import { permissions, processStatus } from '@portal/contract';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Principal } from '../core/principal';
import type { Tx } from '../db/database';
import {
  businessOpportunities,
  opportunityReports,
  processDefinitions,
  processes,
  processHistory,
  processTasks,
  quotations,
  solutions,
} from '../db/schema';
import { reportProcess } from '../modules/opportunity-reports';
import { quotationProcess } from '../modules/quotations';
import { defaultSolutionSteps, solutionProcess } from '../modules/solutions';
import { startProcess } from '../modules/processes';
import type { DemoContext } from '../core/demo-seed';

const hour = 3_600_000;

/** The seed acts for a demo user; only its id and kind matter to the engine here. */
const actorOf = (userId: number, kind: Principal['kind'], companyId: number | null): Principal => ({
  userId,
  username: 'seed',
  kind,
  companyId,
  employeeId: null,
  sessionId: 'seed',
  roles: [],
  permissions: new Set(),
});

export async function seedDemoProcesses(tx: Tx, demo: DemoContext): Promise<void> {
  const admin = demo.userIds.get('admin')!;
  const channel = demo.userIds.get('channel')!;
  const [definition] = await tx
    .insert(processDefinitions)
    .values({
      kind: 'opportunityReport',
      version: 1,
      createdBy: admin,
      steps: [
        {
          names: { cn: '渠道审核', en: 'Channel review', kr: '채널 검토' },
          approvers: [{ kind: 'permission', permission: permissions.opportunityReview }],
          mode: 'oneOf',
          condition: null,
          dueHours: 48,
          escalateTo: [],
        },
      ],
    })
    .returning({ id: processDefinitions.id });

  const reports = await tx
    .select({
      id: opportunityReports.id,
      reportNo: opportunityReports.reportNo,
      projectName: opportunityReports.projectName,
      status: opportunityReports.status,
      companyId: opportunityReports.companyId,
      reporterId: opportunityReports.reporterId,
      submittedAt: opportunityReports.submittedAt,
    })
    .from(opportunityReports)
    .where(inArray(opportunityReports.status, ['submitted', 'approved', 'rejected', 'withdrawn']))
    .orderBy(asc(opportunityReports.id));

  // Processing: every submitted report, through the engine.
  for (const report of reports.filter((r) => r.status === 'submitted')) {
    const process = await startProcess(
      tx,
      reportProcess,
      report.id,
      actorOf(report.reporterId, 'partner', report.companyId),
    );
    // Dated as the report was submitted: the process, its tasks and its history move back together
    // (its tasks and history first, by the process's own start).
    if (report.submittedAt) {
      const shift = sql`(${report.submittedAt.toISOString()}::timestamptz - (SELECT ${processes.startedAt} FROM ${processes} WHERE ${processes.id} = ${process.id}))`;
      await tx
        .update(processTasks)
        .set({
          createdAt: sql`${processTasks.createdAt} + ${shift}`,
          dueAt: sql`${processTasks.dueAt} + ${shift}`,
        })
        .where(eq(processTasks.processId, process.id));
      await tx
        .update(processHistory)
        .set({
          createdAt: sql`greatest(${processHistory.createdAt} + ${shift}, ${report.submittedAt.toISOString()}::timestamptz)`,
        })
        .where(eq(processHistory.processId, process.id));
      await tx
        .update(processes)
        .set({
          createdAt: sql`${processes.createdAt} + ${shift}`,
          stepDueAt: sql`${processes.stepDueAt} + ${shift}`,
          startedAt: report.submittedAt,
        })
        .where(eq(processes.id, process.id));
    }
  }

  // Completed (approved, rejected), to be submitted (withdrawn) and closed: three of each, written as the engine would.
  const pick = (status: string, n: number, skip = 0) =>
    reports.filter((r) => r.status === status).slice(skip, skip + n);
  type Outcome = 'approved' | 'rejected' | 'withdrawn' | 'closed';
  const take = (status: string, n: number, code: ProcessStatusCode, outcome: Outcome, skip = 0) =>
    pick(status, n, skip).map((report) => ({ report, code, outcome }));
  const finished = [
    ...take('approved', 3, processStatus.completed, 'approved'),
    ...take('rejected', 3, processStatus.completed, 'rejected'),
    ...take('withdrawn', 3, processStatus.toBeSubmitted, 'withdrawn'),
    ...take('withdrawn', 2, processStatus.closed, 'closed', 3),
  ];
  for (const { report, code: status, outcome } of finished) {
    const startedAt = report.submittedAt ?? new Date(Date.now() - 72 * hour);
    const endedAt = new Date(startedAt.getTime() + 6 * hour);
    const [row] = await tx
      .insert(processes)
      .values({
        kind: 'opportunityReport',
        subjectId: report.id,
        subjectNo: report.reportNo,
        title: report.projectName,
        definitionId: definition!.id,
        status,
        outcome,
        submitterId: report.reporterId,
        companyId: report.companyId,
        startedAt,
        finishedAt: status === processStatus.toBeSubmitted ? null : endedAt,
      })
      .returning({ id: processes.id });
    const processId = row!.id;
    const decided = outcome === 'approved' || outcome === 'rejected';
    await tx.insert(processTasks).values({
      processId,
      round: 1,
      stepIndex: 0,
      assigneeId: channel,
      status: decided ? outcome : 'cancelled',
      dueAt: new Date(startedAt.getTime() + 48 * hour),
      actedAt: decided ? endedAt : null,
    });
    const history: (typeof processHistory.$inferInsert)[] = [
      {
        processId,
        round: 1,
        stepIndex: null,
        action: 'submit',
        actorId: report.reporterId,
        createdAt: startedAt,
      },
    ];
    if (decided)
      history.push({
        processId,
        round: 1,
        stepIndex: 0,
        action: outcome === 'approved' ? 'approve' : 'reject',
        actorId: channel,
        comment:
          outcome === 'approved'
            ? '信息完整，同意报备。'
            : '客户信息不完整，请补充项目预算与采购时间后重新报备。',
        createdAt: endedAt,
      });
    else
      history.push({
        processId,
        round: 1,
        stepIndex: 0,
        action: 'withdraw',
        actorId: report.reporterId,
        createdAt: endedAt,
      });
    if (outcome === 'closed')
      history.push({
        processId,
        round: 1,
        stepIndex: null,
        action: 'close',
        actorId: admin,
        comment: '项目已取消，关闭流程。',
        createdAt: new Date(endedAt.getTime() + hour),
      });
    await tx.insert(processHistory).values(history);
  }

  // Planning quotation approval: its definition, and a running process for each submitted quotation.
  await tx.insert(processDefinitions).values({
    kind: 'planningQuotation',
    version: 1,
    createdBy: admin,
    steps: [
      {
        names: { cn: '报价审批', en: 'Quotation approval', kr: '견적 승인' },
        approvers: [{ kind: 'permission', permission: permissions.quotationApprove }],
        mode: 'oneOf',
        condition: null,
        dueHours: 48,
        escalateTo: [],
      },
    ],
  });
  const submittedQuotations = await tx
    .select({ id: quotations.id, createdBy: quotations.createdBy })
    .from(quotations)
    .where(eq(quotations.status, 'submitted'))
    .orderBy(asc(quotations.id));
  for (const quotation of submittedQuotations)
    await startProcess(
      tx,
      quotationProcess,
      quotation.id,
      actorOf(quotation.createdBy ?? admin, 'internal', null),
    );
  await seedSolutionProcesses(tx, admin);
}

/**
 * Solution approval: its definition, a running process for the demo's first submitted solution (by the
 * engine), the approved one approved and the returned one returned by the opportunity's sales owner, and
 * the last submitted one closed by the administrator (the solution stays submitted).
 */
async function seedSolutionProcesses(tx: Tx, admin: number): Promise<void> {
  const [definition] = await tx
    .insert(processDefinitions)
    .values({
      kind: 'solution',
      version: 1,
      createdBy: admin,
      steps: defaultSolutionSteps({ cn: '方案审核', en: 'Solution review', kr: '솔루션 검토' }),
    })
    .returning({ id: processDefinitions.id });
  const rows = await tx
    .select({
      id: solutions.id,
      solutionNo: solutions.solutionNo,
      title: solutions.title,
      version: solutions.version,
      status: solutions.status,
      returnReason: solutions.returnReason,
      designer: solutions.createdBy,
      salesOwnerId: businessOpportunities.salesOwnerId,
    })
    .from(solutions)
    .innerJoin(businessOpportunities, eq(businessOpportunities.id, solutions.opportunityId))
    .where(inArray(solutions.status, ['submitted', 'approved', 'returned']))
    .orderBy(asc(solutions.id));
  const submitted = rows.filter((row) => row.status === 'submitted');
  const closing = submitted.length > 1 ? submitted.at(-1) : undefined;
  for (const row of submitted.filter((r) => r !== closing))
    await startProcess(tx, solutionProcess, row.id, actorOf(row.designer ?? admin, 'internal', null));

  const decided = rows.filter((row) => row.status !== 'submitted');
  for (const row of [...decided, ...(closing ? [closing] : [])]) {
    const approver = row.salesOwnerId ?? admin;
    const designer = row.designer ?? admin;
    const startedAt = new Date(Date.now() - 30 * hour);
    const endedAt = new Date(startedAt.getTime() + 5 * hour);
    const outcome =
      row.status === 'approved' ? 'approved' : row.status === 'returned' ? 'returned' : 'closed';
    const status =
      outcome === 'approved'
        ? processStatus.completed
        : outcome === 'returned'
          ? processStatus.toBeSubmitted
          : processStatus.closed;
    const [process] = await tx
      .insert(processes)
      .values({
        kind: 'solution',
        subjectId: row.id,
        subjectNo: row.solutionNo,
        title: `${row.title} v${row.version}`,
        definitionId: definition!.id,
        status,
        outcome,
        submitterId: designer,
        companyId: null,
        startedAt,
        finishedAt: status === processStatus.toBeSubmitted ? null : endedAt,
      })
      .returning({ id: processes.id });
    const processId = process!.id;
    const acted = outcome === 'closed' ? null : outcome;
    await tx.insert(processTasks).values({
      processId,
      round: 1,
      stepIndex: 0,
      assigneeId: approver,
      status: acted ?? 'cancelled',
      dueAt: new Date(startedAt.getTime() + 48 * hour),
      actedAt: acted ? endedAt : null,
    });
    const history: (typeof processHistory.$inferInsert)[] = [
      { processId, round: 1, stepIndex: null, action: 'submit', actorId: designer, createdAt: startedAt },
    ];
    if (outcome === 'approved')
      history.push({
        processId,
        round: 1,
        stepIndex: 0,
        action: 'approve',
        actorId: approver,
        comment: '配置合理，同意。',
        createdAt: endedAt,
      });
    else if (outcome === 'returned')
      history.push({
        processId,
        round: 1,
        stepIndex: 0,
        action: 'return',
        actorId: approver,
        comment: row.returnReason,
        createdAt: endedAt,
      });
    else
      history.push({
        processId,
        round: 1,
        stepIndex: null,
        action: 'close',
        actorId: admin,
        comment: '客户暂缓立项，关闭流程。',
        createdAt: endedAt,
      });
    await tx.insert(processHistory).values(history);
  }
}
