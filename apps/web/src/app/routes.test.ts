import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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
