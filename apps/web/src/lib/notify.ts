import { limits } from '@portal/contract';
import { message as staticMessage } from 'antd';
import { messageInstance } from './notify-holder';

const api = () => messageInstance() ?? staticMessage;

/**
 * Messages of spec section 8: 5 seconds, not closable; upload refusals 10 seconds. The same text
 * shown twice at once appears once (N failed requests do not stack N toasts).
 */
export const notify = {
  error(text: string, seconds: number = limits.messageSeconds) {
    void api().error({ content: text, duration: seconds, key: text });
  },
  success(text: string) {
    void api().success({ content: text, duration: limits.messageSeconds });
  },
  warning(text: string, seconds: number = limits.messageSeconds) {
    void api().warning({ content: text, duration: seconds, key: text });
  },
};
