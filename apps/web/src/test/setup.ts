import '@testing-library/jest-dom/vitest';
import { act, cleanup } from '@testing-library/react';
import { message, Modal, notification } from 'antd';
import { afterAll, afterEach } from 'vitest';
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

/** Lets React's scheduler and Ant Design's animation timers finish their queued work. */
const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(async () => {
  cleanup();
  // Messages, notifications and confirm dialogs render in React roots of their own, which cleanup() does
  // not unmount; their timers (a refusal stays 10 s) would fire after the file's jsdom is gone.
  act(() => {
    message.destroy();
    notification.destroy();
    Modal.destroyAll();
  });
  await settle(0);
});
// Work queued by the last test must run while jsdom still exists, not after the file's environment is gone.
afterAll(() => settle(200));
