import { limits } from '@portal/contract';
import { loadMessageHost, withMessages } from './notify-holder';

/**
 * Messages of spec section 8: 5 seconds, not closable; upload refusals 10 seconds. The same text
 * shown twice at once appears once (N failed requests do not stack N toasts).
 */
export const notify = {
  error(text: string, seconds: number = limits.messageSeconds) {
    withMessages((api) => void api.error({ content: text, duration: seconds, key: text }));
  },
  success(text: string) {
    withMessages((api) => void api.success({ content: text, duration: limits.messageSeconds }));
  },
  warning(text: string, seconds: number = limits.messageSeconds) {
    withMessages((api) => void api.warning({ content: text, duration: seconds, key: text }));
  },
};

/**
 * Starts loading the message host ahead of a request whose failure it may have to show, so the message
 * does not depend on a second download after the failure (a lost connection).
 */
export const prepareNotify = loadMessageHost;
