import fs from 'node:fs';
import path from 'node:path';
import type { MessageKey } from '@portal/contract';
import { catalogs, flattenMenuTree, isMessageKey } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import type { PageRoute } from './routes';
import { pageRoutes, signInRoutes } from './routes';

const web = path.resolve(import.meta.dirname, '../..');
const routes = [...signInRoutes, ...pageRoutes];

describe('the route table', () => {
  it("names each screen's page module and an export of it that is a component", () => {
    for (const route of routes) {
      const file = path.join(web, route.module);
      expect(fs.existsSync(file), `${route.path}: ${route.module}`).toBe(true);
      expect(fs.readFileSync(file, 'utf8'), `${route.path}: ${route.component}`).toMatch(
        new RegExp(`export function ${route.component}\\(`),
      );
    }
  });

  // The page-weight check (apps/web/scripts/page-weight.mjs) holds each route to its kind's budget.
  it('classifies every route for its page-weight budget', () => {
    expect(signInRoutes.map((route) => [route.path, route.kind])).toEqual([
      ['/login', 'sign-in'],
      ['/partner-login', 'sign-in'],
      ['/forgot-password', 'form'],
      ['/reset-password', 'form'],
      ['/verify-certificate', 'form'],
      ['/oidc-callback/:provider', 'form'],
    ]);
    expect(pageRoutes.filter((route) => route.kind === 'home').map((route) => route.path)).toEqual(['/home']);
    for (const route of pageRoutes) {
      expect(['home', 'list', 'form', 'other'], route.path).toContain(route.kind);
      // A screen of its own is a list or a form; "other" is only the coming-soon state.
      if (route.kind === 'other') expect(route.component, route.path).toBe('ComingSoonPage');
      // A detail reads one record: a form, never a list.
      if (route.needsId) expect(route.kind, route.path).toBe('form');
    }
  });

  it('has each path once', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});

/**
 * READINGS.md: every page is titled by what it shows. A title, crumb or menu label copied from another
 * screen (the spec's "create a quotation" on the supplementary list, "design sale stage" on a customer)
 * fails here, whichever route it lands on: the table is walked, nothing is listed by hand.
 */
describe('titles, crumbs and menu entries name what they lead to', () => {
  const languages = ['en', 'cn', 'kr'] as const;
  const byPath = new Map(pageRoutes.map((route) => [route.path, route]));
  const menu = flattenMenuTree();
  const text = (language: (typeof languages)[number], key: string) =>
    isMessageKey(key) ? catalogs[language][key] : key;
  /** What a route shows: its page (aliases share one), or, for a screen still to come, its own path. */
  const screenOf = (route: PageRoute) =>
    route.component === 'ComingSoonPage' ? route.path : `${route.module}#${route.component}`;

  it('a crumb with a link bears the name of the page it leads to (its title or its menu entry), never a copy', () => {
    const found: string[] = [];
    for (const route of pageRoutes)
      for (const crumb of route.crumbs) {
        if (!crumb.path) continue;
        const target = byPath.get(crumb.path);
        if (!target) {
          found.push(`${route.path}: crumb to ${crumb.path}, which is no route`);
          continue;
        }
        const entry = menu.find((m) => m.path === crumb.path);
        for (const language of languages) {
          const names = [text(language, target.titleKey), ...(entry ? [text(language, entry.titleKey)] : [])];
          if (!names.includes(text(language, crumb.titleKey)))
            found.push(
              `${route.path} (${language}): crumb "${text(language, crumb.titleKey)}" leads to ${crumb.path}, "${names.join('" / "')}"`,
            );
        }
        if (crumb.path === route.path && crumb.titleKey === route.titleKey)
          found.push(`${route.path}: a crumb repeats the page's own title`);
      }
    expect(found).toEqual([]);
  });

  it.each(languages)('in %s, two screens never share a title', (language) => {
    const seen = new Map<string, string>();
    const found: string[] = [];
    for (const route of pageRoutes) {
      const title = text(language, route.titleKey);
      const other = seen.get(title);
      if (other !== undefined && other !== screenOf(route))
        found.push(`"${title}": ${route.path} shows ${screenOf(route)}, not ${other}`);
      seen.set(title, screenOf(route));
    }
    expect(found).toEqual([]);
  });

  it("highlights a menu entry of the route's own menu", () => {
    const found: string[] = [];
    const within = (code: string, owner: string) => code === owner || code.startsWith(`${owner}.`);
    for (const route of pageRoutes) {
      const active = route.highlight ?? route.path;
      const entry = menu.find((m) => m.path === active);
      if (!entry) found.push(`${route.path}: highlights ${active}, which is no menu entry`);
      else if (route.menuCode && !within(entry.code, route.menuCode) && !within(route.menuCode, entry.code))
        found.push(`${route.path} (menu ${route.menuCode}) highlights ${entry.code}`);
    }
    expect(found).toEqual([]);
  });

  it.each(languages)(
    'in %s, menu labels are each used once and never name a screen of another menu entry',
    (language) => {
      const found: string[] = [];
      const labels = menu.map((m) => text(language, m.titleKey));
      labels.forEach((label, i) => {
        if (labels.indexOf(label) !== i) found.push(`"${label}" twice in the menu`);
      });
      for (const entry of menu) {
        const label = text(language, entry.titleKey);
        for (const route of pageRoutes)
          if (route.menuCode && route.menuCode !== entry.code && text(language, route.titleKey) === label)
            found.push(
              `menu ${entry.code} "${label}" is the title of ${route.path} (menu ${route.menuCode})`,
            );
      }
      expect(found).toEqual([]);
    },
  );

  it('names each title and crumb with a message key', () => {
    const keys: MessageKey[] = pageRoutes.flatMap((route) => [
      route.titleKey,
      ...route.crumbs.map((crumb) => crumb.titleKey),
    ]);
    expect(keys.filter((key) => !isMessageKey(key))).toEqual([]);
  });
});
