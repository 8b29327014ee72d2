// The page-weight budgets, gzip of the scripts and stylesheets a screen loads, by the route's kind
// (src/app/routes.ts): read by the check (page-weight.mjs) and by bench/page-weight.mjs.
const KB = 1024;
export const budgets = {
  'sign-in': 200 * KB,
  home: 350 * KB,
  list: 430 * KB,
  /** A screen that is neither list nor form (the coming-soon state) is held to the list's budget. */
  other: 430 * KB,
  form: 480 * KB,
  /** What a screen adds to the one it is opened from. */
  further: 100 * KB,
};
