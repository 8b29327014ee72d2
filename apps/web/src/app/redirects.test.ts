import { describe, expect, it } from 'vitest';
import { firstVisibleChild, redirects } from './redirects';
import { pageRoutes } from './routes';

const redirectFrom = (from: string) => {
  const found = redirects.find((r) => r.from === from);
  if (!found) throw new Error(`no redirect from ${from}`);
  return found;
};
const granted =
  (...codes: string[]) =>
  (code: string) =>
    codes.includes(code);

describe('parent paths', () => {
  it('open their usual screen for a user who may see it', () => {
    expect(firstVisibleChild(redirectFrom('/partner'), granted('partner.company', 'partner.user'))).toBe(
      '/partner/company',
    );
  });

  it("open the first screen the user may see: a partner's /partner is user management", () => {
    expect(firstVisibleChild(redirectFrom('/partner'), granted('partner.user'))).toBe('/partner/user');
    expect(firstVisibleChild(redirectFrom('/clue'), granted('clue.myClue'))).toBe('/clue/my-clue');
    expect(firstVisibleChild(redirectFrom('/business'), granted('business.order'))).toBe('/business/order');
  });

  it('never open a detail or a sub-screen, and say "no permission" (the usual screen) when none is visible', () => {
    expect(firstVisibleChild(redirectFrom('/partner'), granted())).toBe('/partner/company');
    const business = firstVisibleChild(redirectFrom('/business'), granted('business.opptList'));
    expect(business).toBe('/business/oppt-list/all');
  });

  it('lead every redirect to a screen of the table', () => {
    const screens = new Set(pageRoutes.map((route) => route.path));
    for (const redirect of redirects) expect(screens.has(redirect.to), redirect.to).toBe(true);
  });
});
