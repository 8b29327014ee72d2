import { defineTransitions, transitionAllowed } from '../core/transitions';
import { permissions } from '../identity/menu-tree';
import type { ClueStatus } from './clues.schema';

/** Every action a clue record may list in its `actions`. */
export const clueActions = [
  'edit',
  'assign',
  'close',
  'accept',
  'return',
  'followUp',
  'closeMy',
  'convert',
] as const;
export type ClueAction = (typeof clueActions)[number];

/**
 * Every change a clue can go through, who makes it, and the states it starts from. The server
 * enforces this table (a move from any other state is refused and changes nothing) and answers each
 * clue with the actions its reader may take; the client shows those and reads nothing here.
 *
 * | action   | who                             | from                | to         |
 * | -------- | ------------------------------- | ------------------- | ---------- |
 * | edit     | staff (clue.edit)               | new                 | new        |
 * | assign   | staff (clue.edit)               | new                 | assigned   |
 * | close    | staff (clue.edit)               | new                 | closed     |
 * | accept   | partner (clue.myClue)           | assigned            | following  |
 * | return   | partner (clue.myClue)           | assigned            | new        |
 * | followUp | partner (clue.myClue)           | assigned, following | following  |
 * | closeMy  | partner (clue.myClue)           | assigned, following | closed     |
 * | convert  | partner (business.opptFiling)   | assigned, following | converted  |
 *
 * converted and closed are final. A partner reaches only the clues of its scope (its company; a sales
 * user its own or unassigned ones): the server applies that before the table.
 */
export const clueTransitions = defineTransitions<ClueStatus, ClueAction>({
  edit: { from: ['new'], side: 'staff', permission: permissions.clueEdit },
  assign: { from: ['new'], to: 'assigned', side: 'staff', permission: permissions.clueEdit },
  close: { from: ['new'], to: 'closed', side: 'staff', permission: permissions.clueEdit },
  accept: { from: ['assigned'], to: 'following', side: 'partner', permission: permissions.myClue },
  return: { from: ['assigned'], to: 'new', side: 'partner', permission: permissions.myClue },
  followUp: {
    from: ['assigned', 'following'],
    to: 'following',
    side: 'partner',
    permission: permissions.myClue,
  },
  closeMy: { from: ['assigned', 'following'], to: 'closed', side: 'partner', permission: permissions.myClue },
  // Taken by saving a deal registration made from the clue, hence that screen's permission.
  convert: {
    from: ['assigned', 'following'],
    to: 'converted',
    side: 'partner',
    permission: permissions.opptFiling,
  },
});

/**
 * Whether `action` may start from `status` (the table's state rule only; who may take it is the
 * server's question). For server code of other modules, such as the report's prefill from a clue.
 */
export function clueActionAllowed(action: ClueAction, status: ClueStatus): boolean {
  return transitionAllowed(clueTransitions, action, status);
}
