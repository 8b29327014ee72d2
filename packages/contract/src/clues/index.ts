/** Clues (leads): creation, import, assignment, follow-up, conversion. */
export const cluesEndpoints = {};
