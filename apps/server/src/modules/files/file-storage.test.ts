import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiskFileStore } from './file-storage';

describe('DiskFileStore.sweepTemp', () => {
  it('removes temp files older than the limit and keeps recent ones', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-sweep-'));
    const tmp = path.join(root, 'tmp');
    fs.mkdirSync(tmp);
    fs.writeFileSync(path.join(tmp, 'old'), 'x');
    fs.writeFileSync(path.join(tmp, 'new'), 'y');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(path.join(tmp, 'old'), twoHoursAgo, twoHoursAgo);
    expect(await new DiskFileStore(root).sweepTemp()).toBe(1);
    expect(fs.readdirSync(tmp)).toEqual(['new']);
    expect(await new DiskFileStore(path.join(root, 'missing')).sweepTemp()).toBe(0);
    fs.rmSync(root, { recursive: true, force: true });
  });
});
