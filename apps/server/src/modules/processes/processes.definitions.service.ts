import type {
  ApproverOptions,
  Language,
  MessageKey,
  MessageParams,
  ProcessDefinition,
  ProcessDefinitionCheck,
  ProcessDefinitionListItem,
  ProcessKind,
  ProcessStep,
  SaveProcessDefinitionBody,
} from '@portal/contract';
import { processKinds, translate } from '@portal/contract';
import { refused } from '../../core/app-error';
import type { Principal } from '../../core/principal';
import type { Database, DbOrTx } from '../../db/database';
import * as definitions from './processes.definitions.repository';
import * as people from './processes.people.repository';
import { resolveApprovers } from './processes.approvers';
import { currentDefinition, kindOrThrow } from './processes.engine';
import type { ProcessKindRegistration } from './processes.registry';
import type { ProcessKinds } from './processes.registry';
import type { DefinitionRow } from './processes.definitions.repository';

export interface DefinitionProblem {
  stepIndex: number | null;
  key: MessageKey;
  params: MessageParams;
}

/**
 * What is wrong with a definition, in step order: no steps; a step without approvers; an approver that
 * cannot be resolved (an unknown role, a role, permission or named user with no active user, an approver
 * kind the subject kind does not resolve, the previous approver's manager, which no account records),
 * among the step's approvers and those it escalates to; a condition on a field the kind does not declare.
 */
export async function definitionProblems(
  db: DbOrTx,
  registration: ProcessKindRegistration,
  steps: ProcessStep[],
): Promise<DefinitionProblem[]> {
  const problems: DefinitionProblem[] = [];
  if (steps.length === 0) problems.push({ stepIndex: null, key: 'process.definition.noSteps', params: {} });
  for (const [index, step] of steps.entries()) {
    const at = (key: MessageKey, params: MessageParams = {}) =>
      problems.push({ stepIndex: index, key, params: { step: index + 1, ...params } });
    if (step.approvers.length === 0) at('process.definition.noApprovers');
    // Whom an overdue task escalates to is checked like the step's approvers.
    for (const approver of [...step.approvers, ...step.escalateTo]) {
      if (approver.kind === 'previousManager') {
        at('process.definition.managerUnknown');
        continue;
      }
      if (!registration.approvers.includes(approver.kind)) {
        at('process.definition.approverUnsupported');
        continue;
      }
      const resolved = await resolveApprovers(db, { ...step, approvers: [approver] }, null);
      if (approver.kind === 'role' && !(await people.roleExists(db, approver.roleCode)))
        at('process.definition.roleUnknown', { role: approver.roleCode });
      else if (approver.kind === 'role' && resolved.length === 0)
        at('process.definition.roleEmpty', { role: approver.roleCode });
      else if (approver.kind === 'permission' && resolved.length === 0)
        at('process.definition.permissionEmpty', { permission: approver.permission });
      else if (approver.kind === 'user') {
        const user = await people.findUser(db, approver.userId);
        if (!user || user.kind !== 'internal' || user.status !== 'active')
          at('process.definition.userUnknown');
      }
    }
    if (step.condition && !registration.fields.includes(step.condition.field))
      at('process.definition.fieldUnknown', { field: step.condition.field });
  }
  return problems;
}

function toDefinition(
  row: DefinitionRow,
  registration: ProcessKindRegistration,
  current: boolean,
  createdByName: string | null,
): ProcessDefinition {
  return {
    id: row.id,
    kind: registration.kind,
    version: row.version,
    current,
    steps: row.steps,
    fields: [...registration.fields],
    approverKinds: [...registration.approvers],
    createdByName,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Work flows: the definitions of each kind, versioned; saving writes a new version. */
export class ProcessDefinitionsService {
  constructor(
    private readonly db: Database,
    private readonly kinds: ProcessKinds,
  ) {}

  async list(): Promise<ProcessDefinitionListItem[]> {
    const rows = await definitions.findCurrentDefinitions(this.db);
    const byKind = new Map(rows.map((row) => [row.kind, row]));
    return processKinds
      .filter((kind) => this.kinds.of(kind))
      .map((kind) => {
        const row = byKind.get(kind);
        return {
          kind,
          version: row?.version ?? null,
          stepCount: row?.steps.length ?? 0,
          createdByName: row?.createdByName ?? null,
          createdAt: row?.createdAt.toISOString() ?? null,
        };
      });
  }

  /** A version of a kind's definition (the current one when no version is given; it is created from the kind's default if none exists). */
  async get(kind: ProcessKind, version?: number): Promise<ProcessDefinition | null> {
    const registration = kindOrThrow(this.kinds, kind);
    return this.db.transaction(async (tx) => {
      const current = await currentDefinition(tx, registration);
      const found = await definitions.findDefinition(tx, kind, version ?? current.version);
      if (!found) return null;
      return toDefinition(
        found.definition,
        registration,
        found.definition.id === current.id,
        found.createdByName,
      );
    });
  }

  async validate(body: SaveProcessDefinitionBody, lang: Language): Promise<ProcessDefinitionCheck> {
    const problems = await definitionProblems(this.db, kindOrThrow(this.kinds, body.kind), body.steps);
    return {
      valid: problems.length === 0,
      problems: problems.map((p) => ({ stepIndex: p.stepIndex, message: translate(lang, p.key, p.params) })),
    };
  }

  /** Saves the steps as the kind's next version; refused with the first problem, or when another version was saved since `baseVersion`. */
  async save(body: SaveProcessDefinitionBody, principal: Principal): Promise<ProcessDefinition> {
    const registration = kindOrThrow(this.kinds, body.kind);
    return this.db.transaction(async (tx) => {
      await definitions.lockDefinitionKind(tx, body.kind);
      const problems = await definitionProblems(tx, registration, body.steps);
      const first = problems[0];
      if (first) throw refused(first.key, first.params);
      const current = await definitions.findCurrentDefinition(tx, body.kind);
      const latest = current?.version ?? 0;
      if (body.baseVersion !== undefined && body.baseVersion !== latest)
        throw refused('process.error.staleDefinition', { version: latest });
      const row = await definitions.insertDefinition(tx, {
        kind: body.kind,
        version: latest + 1,
        steps: body.steps,
        createdBy: principal.userId,
      });
      const user = await people.findUser(tx, principal.userId);
      return toDefinition(row, registration, true, user?.name ?? null);
    });
  }

  async approverOptions(): Promise<ApproverOptions> {
    const [roleRows, users] = await Promise.all([
      people.findRoleOptions(this.db),
      people.findInternalUserOptions(this.db),
    ]);
    return { roles: roleRows, users };
  }
}
