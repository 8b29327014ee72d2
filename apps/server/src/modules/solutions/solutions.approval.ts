/**
 * A solution's approval as a kind of process (the approval engine in `../processes`): what its conditions
 * may test, how its people resolve, and what each outcome does to the solution, through the solution's
 * own transition table, in the engine's transaction.
 */
import type { Language, ProcessKind, ProcessStep, StepNames } from '@portal/contract';
import type { Principal } from '../../core/principal';
import { recordTransition } from '../../core/transitions';
import type { DbOrTx } from '../../db/database';
import type { ProcessSubject } from '../processes';
import type { ProcessKindRegistration } from '../processes';
import { actOnSubject } from '../processes';
import { findApprovalSubject } from './solutions.approval.repository';
import { solutionEntity } from './solutions.repository';
import { checkMove, setState } from './solutions.moves';

/** The kind of a solution's approval process. */
export const solutionProcessKind = 'solution' satisfies ProcessKind;

export type SolutionDecision = 'approve' | 'return';

/**
 * The default work flow: one step, any one of the approvers the solution's own rule names (its
 * opportunity's sales owner, a channel manager or an administrator), due in 48 hours. Not "every holder
 * of solution.approve": a salesperson who does not sell the opportunity holds it too, and the
 * solution's table refuses them.
 */
export const defaultSolutionSteps = (names: StepNames): ProcessStep[] => [
  {
    names,
    approvers: [
      { kind: 'owner' },
      { kind: 'role', roleCode: 'channel' },
      { kind: 'role', roleCode: 'admin' },
    ],
    mode: 'oneOf',
    condition: null,
    dueHours: 48,
    escalateTo: [],
  },
];

/** submitted → approved | returned on a solution, when its approval process decides. */
async function applyDecision(
  tx: DbOrTx,
  id: number,
  decision: SolutionDecision,
  principal: Principal,
  reason: string | null,
): Promise<void> {
  const move = await checkMove(tx, id, decision, principal);
  await setState(tx, id, move.to, principal, { returnReason: decision === 'return' ? reason : null });
  await recordTransition(tx, solutionEntity, {
    id,
    actorId: principal.userId,
    comment: decision === 'return' ? reason : null,
    ...move,
  });
}

/**
 * The approver's decision from the solution's own screen, in the caller's transaction: the solution's
 * move, version and state are checked first (the same refusals as ever, without locking it: the engine
 * locks the process, then its callback the solution, in the order the process centre takes them), then
 * the decision is an action of the solution's process (started now for a solution submitted before the
 * engine existed), whose outcome moves the solution.
 */
export async function decideSolution(
  tx: DbOrTx,
  id: number,
  decision: SolutionDecision,
  principal: Principal,
  lang: Language,
  details: { rowVersion?: number | undefined; reason?: string | undefined },
): Promise<void> {
  const { row } = await checkMove(tx, id, decision, principal, details.rowVersion, false);
  // The submitter of a solution submitted before the engine existed: its designer.
  await actOnSubject(tx, solutionProcess, id, row.planningOwnerId ?? principal.userId, {
    action: decision,
    principal,
    lang,
    comment: decision === 'return' ? (details.reason ?? null) : null,
  });
}

/**
 * The subject the engine reads: number and title, the approver who owns it (the opportunity's sales
 * owner), the channel manager of the opportunity's partner, and the values conditions test.
 */
async function readSolution(tx: DbOrTx, id: number): Promise<ProcessSubject | null> {
  const row = await findApprovalSubject(tx, id);
  if (!row) return null;
  return {
    no: row.solutionNo,
    title: `${row.title} v${row.version}`,
    // Solutions are designed and approved by staff: partners never see their approval.
    companyId: null,
    ownerId: row.salesOwnerId,
    channelManagerId: row.channelManagerId,
    values: {
      amount: row.amount,
      productLine: row.productLineCode,
      region: row.region,
      partnerTier: row.tier,
    },
  };
}

/** The solution approval, a kind of process the solutions module hands to the engine (solutions.module.ts). */
export const solutionProcess: ProcessKindRegistration = {
  kind: solutionProcessKind,
  fields: ['amount', 'productLine', 'region', 'partnerTier'],
  approvers: ['role', 'permission', 'owner', 'channelManager', 'user'],
  defaultSteps: defaultSolutionSteps({ cn: '方案审批', en: 'Solution approval', kr: '솔루션 승인' }),
  read: readSolution,
  onApproved: (tx, id, { principal }) => applyDecision(tx, id, 'approve', principal, null),
  // A solution has no rejection of its own: both send it back to its designer, editable.
  onReturned: (tx, id, { principal, comment }) => applyDecision(tx, id, 'return', principal, comment),
  onRejected: (tx, id, { principal, comment }) => applyDecision(tx, id, 'return', principal, comment),
};
