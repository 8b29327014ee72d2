import type { MessageInstance } from 'antd/es/message/interface';

/** The message API bound to the app's theme and locale, set once by the root component. */
let instance: MessageInstance | null = null;
export function setMessageInstance(next: MessageInstance | null) {
  instance = next;
}
export function messageInstance(): MessageInstance | null {
  return instance;
}
