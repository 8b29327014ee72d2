import type { ClueStatus } from './clues.schema';

/**
 * Every change a clue can go through, who makes it, and the states it starts from. The server
 * enforces this table (a move from any other state is refused and changes nothing); the client
 * reads it only to decide which buttons to show.
 *
 * | action   | who                    | from                | to         |
 * | -------- | ---------------------- | ------------------- | ---------- |
 * | edit     | staff (clue.edit)      | new                 | new        |
 * | assign   | staff (clue.edit)      | new                 | assigned   |
 * | close    | staff (clue.edit)      | new                 | closed     |
 * | accept   | partner (clue.myClue)  | assigned            | following  |
 * | return   | partner (clue.myClue)  | assigned            | new        |
 * | followUp | partner (clue.myClue)  | assigned, following | following  |
 * | closeMy  | partner (clue.myClue)  | assigned, following | closed     |
 * | convert  | partner (report save)  | assigned, following | converted  |
 *
 * converted and closed are final.
 */
export const clueTransitions = {
  edit: { side: 'staff', from: ['new'], to: 'new' },
  assign: { side: 'staff', from: ['new'], to: 'assigned' },
  close: { side: 'staff', from: ['new'], to: 'closed' },
  accept: { side: 'partner', from: ['assigned'], to: 'following' },
  return: { side: 'partner', from: ['assigned'], to: 'new' },
  followUp: { side: 'partner', from: ['assigned', 'following'], to: 'following' },
  closeMy: { side: 'partner', from: ['assigned', 'following'], to: 'closed' },
  convert: { side: 'partner', from: ['assigned', 'following'], to: 'converted' },
} as const satisfies Record<
  string,
  { side: 'staff' | 'partner'; from: readonly ClueStatus[]; to: ClueStatus }
>;

export type ClueAction = keyof typeof clueTransitions;

/** Whether `action` may start from `status`. */
export function clueActionAllowed(action: ClueAction, status: ClueStatus): boolean {
  return (clueTransitions[action].from as readonly ClueStatus[]).includes(status);
}
