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
    // Each file still gets its own module graph (isolate): see docs/testing.md for why not shared yet.
    maxWorkers: 2,
    // Projects with different worker counts run in separate groups: the contract's tests first, then these.
    sequence: { groupOrder: 1 },
    testTimeout: 20_000,
    css: false,
  },
});
