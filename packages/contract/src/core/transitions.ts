/**
 * State machines as data. Each machine is one table: for every action, the states it may start from,
 * the state it leads to (none for an action that changes no state, such as an edit), which
 * side of the portal takes it and the permission code it needs. The server enforces the table
 * (`core/transitions.ts` there) and answers every record with the actions its reader may take; the web
 * shows exactly those and decides none.
 */

import { keysOf } from './records';

/** Who may take an action: internal staff, partner users, or either. */
export type TransitionSide = 'staff' | 'partner' | 'any';

export interface TransitionRule<State extends string> {
  from: readonly State[];
  /** The state the action leads to; absent when the record keeps its state (an edit). */
  to?: State;
  side: TransitionSide;
  /** A menu or button code the caller must hold; null when the side alone decides. */
  permission: string | null;
}

export type TransitionTable<State extends string, Action extends string> = Readonly<
  Record<Action, TransitionRule<State>>
>;

/** Declares a machine; the literal types of states and actions are kept. */
export function defineTransitions<State extends string, Action extends string>(
  table: TransitionTable<State, Action>,
): TransitionTable<State, Action> {
  return table;
}

/** Whether `action` may start from `state` (who may take it is the server's question). */
export function transitionAllowed<State extends string, Action extends string>(
  table: TransitionTable<State, Action>,
  action: Action,
  state: State,
): boolean {
  return table[action].from.includes(state);
}

/** The actions a state allows, in the table's order. */
export function actionsFromState<State extends string, Action extends string>(
  table: TransitionTable<State, Action>,
  state: State,
): Action[] {
  return keysOf(table).filter((action) => table[action].from.includes(state));
}

/** The states the given actions lead to, in their order; actions that keep the state add none. */
export function targetStates<State extends string, Action extends string>(
  table: TransitionTable<State, Action>,
  actions: readonly Action[],
): State[] {
  return actions.flatMap((action) => {
    const to = table[action].to;
    return to === undefined ? [] : [to];
  });
}

/** The states no action leaves. */
export function finalStates<State extends string, Action extends string>(
  table: TransitionTable<State, Action>,
  states: readonly State[],
): State[] {
  const left = new Set(Object.values<TransitionRule<State>>(table).flatMap((rule) => rule.from));
  return states.filter((state) => !left.has(state));
}
