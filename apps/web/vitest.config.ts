import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // Two files at a time on a 2-core machine (the default keeps one core free: one file at a time).
    maxWorkers: 2,
    // The files of a worker share one module graph and jsdom: Ant Design, the catalogues and the app load
    // once per worker, not once per file (about 60% of the suite's CPU). What that asks of a test file:
    // docs/testing.md, "How the web suite runs".
    isolate: false,
    // Projects with different worker counts run in separate groups: the contract's tests first, then these.
    sequence: { groupOrder: 1 },
    testTimeout: 20_000,
    css: false,
  },
});
