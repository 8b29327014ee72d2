import NProgress from 'nprogress';
import { afterEach, describe, expect, it } from 'vitest';
import { progress } from './progress';

describe('progress', () => {
  afterEach(() => NProgress.remove());

  it('draws a bar hidden from assistive technology, with no invalid ARIA role', () => {
    // The module configures NProgress when imported; render draws the bar from that template, at once.
    expect(progress).toBeDefined();
    NProgress.render(true);
    const bar = document.querySelector('#nprogress .bar');
    expect(bar).not.toBeNull();
    expect(bar?.getAttribute('role')).toBeNull();
    expect(bar?.getAttribute('aria-hidden')).toBe('true');
  });
});
