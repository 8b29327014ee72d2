import type { ModalFuncProps } from 'antd';
import { Modal } from 'antd';
import { useEffect } from 'react';

/**
 * The leave guard's confirm, alone in its module so that an editor loads Ant Design's Modal only when a
 * user leaves it with unsaved changes (`use-leave-guard.tsx`). Shows `config` while mounted.
 */
export function LeaveConfirm({ config }: { config: ModalFuncProps }) {
  const [modal, holder] = Modal.useModal();
  useEffect(() => {
    const confirm = modal.confirm(config);
    return () => confirm.destroy();
  }, [modal, config]);
  return holder;
}
