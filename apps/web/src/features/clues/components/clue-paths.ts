/** Where the clue screens lead. */
export const cluePaths = {
  detail: (id: number) => `/clue/detail?id=${id}`,
  /** The new-report form, prefilled from the clue (built by the reports slice). */
  convert: (id: number) => `/business/oppt-filing/add?clueId=${id}`,
  report: (id: number) => `/business/oppt-filing/detail?id=${id}`,
};
