import type { ModalFuncProps } from 'antd';
import { Modal, Popconfirm } from 'antd';
import { useEffect } from 'react';

/**
 * Confirmations of the data grid, alone in their module so that a list loads Ant Design's Modal and
 * Popconfirm (about 12 KB gzip) only when a row action first asks.
 */
export { Popconfirm };

/** Shows Ant Design's confirm dialog while mounted (with the app's theme and locale); `onClosed` after it closes. */
export function ConfirmDialog({ config, onClosed }: { config: ModalFuncProps; onClosed: () => void }) {
  const [modal, contextHolder] = Modal.useModal();
  useEffect(() => {
    const shown = modal.confirm({ ...config, afterClose: onClosed });
    return () => shown.destroy();
  }, [modal, config, onClosed]);
  return contextHolder;
}
