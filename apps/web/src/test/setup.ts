import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import type { Mock } from 'vitest';
import { afterAll, afterEach, expect, vi } from 'vitest';
import { loadSelect } from '../components/lazy-select';
import type * as requestModule from '../lib/request';
import { takeContractMismatches } from './contract-mismatches';
import { initI18nForTests } from './i18n';

/**
 * The one mock of the request layer, for every test file: `request` and `upload` are mocks (answer them
 * with `mockApi` from `render-app.tsx`, or `vi.mocked(upload)`), the module's other exports are real.
 * Test files share one module graph per worker (`isolate: false`), so a file must not mock the module
 * again with a factory of its own (docs/testing.md). `lib/request.test.ts` takes the real functions with `vi.importActual`.
 */
vi.mock('../lib/request', async (importOriginal) => {
  const actual = await importOriginal<typeof requestModule>();
  // One pair of mocks per worker: with a shared module graph, the components a file loads first keep the
  // functions they imported then, and every later file must answer those same functions.
  globalThis.requestMocks ??= { request: vi.fn(), upload: vi.fn() };
  return { ...actual, ...globalThis.requestMocks };
});

declare global {
  /** The request layer's mocks of this worker (see above). */
  var requestMocks: { request: Mock; upload: Mock } | undefined;
}

// Ant Design reads these browser APIs that jsdom lacks.
window.matchMedia ??= (query: string): MediaQueryList => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
});
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
window.scrollTo = () => {};

initI18nForTests();

// Select is the real one from the first render in component tests (the build loads it on demand).
await loadSelect();

// findBy and waitFor wait up to 5 s (not 1 s) for real Ant Design to answer on a busy machine: patience,
// not a timed assertion; a passing query returns as soon as it finds its element.
configure({ asyncUtilTimeout: 5000 });

/** Lets React's scheduler and Ant Design's animation timers finish their queued work. */
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(async () => {
  cleanup();
  // Imported here, not at the top: loading the request layer before a test would change what a test of
  // the message host sees first.
  const { request, upload } = await import('../lib/request');
  vi.mocked(request).mockReset();
  vi.mocked(upload).mockReset();
  // Messages, notifications and confirm dialogs render in React roots of their own, which cleanup() does
  // not unmount; their timers (a refusal stays 10 s) would fire after the file's jsdom is gone.
  // Only component files (.tsx) render Ant Design: a plain unit file does not load it for this.
  if (expect.getState().testPath?.endsWith('.tsx')) {
    const { message, Modal, notification } = await import('antd');
    act(() => {
      message.destroy();
      notification.destroy();
      Modal.destroyAll();
    });
  }
  await settle(0);
  const mismatches = takeContractMismatches();
  if (mismatches.length > 0) throw new Error(mismatches.join('\n'));
});
// Work queued by the last test must run while jsdom still exists, not after the file's environment is gone.
afterAll(() => settle(200));
