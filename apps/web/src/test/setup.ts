import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, expect } from 'vitest';
import { takeContractMismatches } from './contract-mismatches';
import { initI18nForTests } from './i18n';

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

// findBy and waitFor wait up to 5 s (not 1 s) for real Ant Design to answer on a busy machine: patience,
// not a timed assertion; a passing query returns as soon as it finds its element.
configure({ asyncUtilTimeout: 5000 });

/** Lets React's scheduler and Ant Design's animation timers finish their queued work. */
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(async () => {
  cleanup();
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
