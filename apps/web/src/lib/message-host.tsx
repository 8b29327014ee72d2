import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useEffect } from 'react';
import { setMessageInstance } from './notify-holder';

/** Ant Design's message holder inside the app's theme and locale; loaded on first need (notify-holder). */
export function MessageHost() {
  const [api, holder] = message.useMessage({ maxCount: 3 });
  useEffect(() => {
    setMessageInstance(api);
    return () => setMessageInstance(null);
  }, [api]);
  return holder;
}

/** Where nothing renders the host: Ant Design's static message API. */
export const staticMessages: MessageInstance = message;
