import { describe, expect, it } from 'vitest';
import { wantsReadableLogs } from './logger';

describe('log lines', () => {
  it('are readable at a terminal outside production, JSON for anything else', () => {
    expect(wantsReadableLogs({}, { isTTY: true })).toBe(true);
    expect(wantsReadableLogs({ NODE_ENV: 'development' }, { isTTY: true })).toBe(true);
    expect(wantsReadableLogs({ NODE_ENV: 'production' }, { isTTY: true })).toBe(false);
    expect(wantsReadableLogs({}, { isTTY: false })).toBe(false);
    expect(wantsReadableLogs({}, {})).toBe(false);
  });
});
