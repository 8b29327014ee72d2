import { progressBar } from '@portal/contract';
import NProgress from 'nprogress';
import 'nprogress/nprogress.css';

NProgress.configure({
  minimum: progressBar.minimum,
  trickleSpeed: progressBar.trickleSpeed,
  showSpinner: false,
});

export const progress = { start: () => NProgress.start(), done: () => NProgress.done() };
