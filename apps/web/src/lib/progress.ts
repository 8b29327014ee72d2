import { progressBar } from '@portal/contract';
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

NProgress.configure({
  minimum: progressBar.minimum,
  trickleSpeed: progressBar.trickleSpeed,
  showSpinner: false,
  // NProgress's own template marks the bar role="bar", which is no ARIA role (axe: critical). The bar only
  // decorates the wait; the page's own busy states speak to assistive technology.
  template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
  barSelector: '.bar',
});

export const progress = { start: () => NProgress.start(), done: () => NProgress.done() };
