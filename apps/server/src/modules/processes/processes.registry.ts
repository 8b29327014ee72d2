import type {
  ApproverKind,
  ConditionField,
  Language,
  ProcessKind,
  ProcessStep,
  StepNames,
} from '@portal/contract';
import type { Principal } from '../../core/principal';
import type { DbOrTx } from '../../db/database';

/** What the engine needs to know of one subject: its label, company, people and condition values. */
export interface ProcessSubject {
  no: string;
  title: string;
  /** The partner company whose users may see the process; null for an internal subject. */
  companyId: number | null;
  /** The record's owner ("owner" approvers), and the channel manager of its company. */
  ownerId: number | null;
  channelManagerId: number | null;
  /** The values a condition tests, among the fields the kind declares; `amount` in the reporting currency. */
  values: Partial<Record<ConditionField, string | null>>;
}

/** What an outcome callback receives: who decided, the comment, the request's language. */
export interface ProcessOutcome {
  principal: Principal;
  comment: string | null;
  lang: Language;
}

type Outcome = (tx: DbOrTx, subjectId: number, outcome: ProcessOutcome) => Promise<void>;

/**
 * A kind of subject, as the module that owns it registers it. The callbacks run in the transaction of
 * the engine's action and move the subject through the module's own transition table (with the acting
 * user as principal, so the table's side and permission still hold); a refusal they throw undoes the
 * whole action.
 */
export interface ProcessKindRegistration {
  kind: ProcessKind;
  /** The fields conditions may test on this kind. */
  fields: readonly ConditionField[];
  /** The approver kinds this kind resolves (`owner`, `channelManager` need `read` to answer them). */
  approvers: readonly ApproverKind[];
  /** The definition a kind starts with when no administrator saved one. */
  defaultSteps: ProcessStep[];
  /** Reads a subject in the transaction; null when it does not exist. */
  read(tx: DbOrTx, subjectId: number): Promise<ProcessSubject | null>;
  /** The last step approved. */
  onApproved: Outcome;
  /** An approver rejected. */
  onRejected: Outcome;
  /** An approver returned the subject to its submitter; absent: the kind has no return. */
  onReturned?: Outcome;
  /** The submitter withdrew it from the process centre; absent: the kind has no withdrawal. */
  onWithdrawn?: Outcome;
}

/**
 * The kinds the engine knows: those the modules of the app's list declare (`processKinds` of their
 * descriptors), built once by buildApp and given to the modules as `deps.processKinds`.
 */
export class ProcessKinds {
  private readonly byKind = new Map<string, ProcessKindRegistration>();

  constructor(registrations: readonly ProcessKindRegistration[]) {
    for (const registration of registrations) {
      if (this.byKind.has(registration.kind))
        throw new Error(`The process kind "${registration.kind}" is declared by two modules`);
      this.byKind.set(registration.kind, registration);
    }
  }

  /** The registration of `kind`; undefined for a kind no module of the list declares. */
  of(kind: string): ProcessKindRegistration | undefined {
    return this.byKind.get(kind);
  }
}

/** The usual default of a kind: one step, any one of the active users whose roles grant `permission`, due in 48 hours. */
export function oneStepByPermission(names: StepNames, permission: string): ProcessStep[] {
  return [
    {
      names,
      approvers: [{ kind: 'permission', permission }],
      mode: 'oneOf',
      condition: null,
      dueHours: 48,
      escalateTo: [],
    },
  ];
}
