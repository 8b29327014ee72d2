import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { agreementQuery } from '../api/check-agreement';
import { useConfirmAgreement } from '../api/confirm-agreement';
import { AgreementModal } from '../components/agreement-modal';
import { ignoreReported } from '../../../lib/request';

/**
 * Asks for this year's registration agreement when the server says it is still due: `ensure()`
 * resolves true once confirmed (or when nothing is due) and false when the user declines. Render
 * `modal` somewhere in the screen.
 */
export function useAgreement() {
  const queryClient = useQueryClient();
  const confirm = useConfirmAgreement();
  const [year, setYear] = useState<number | null>(null);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);

  const ensure = async (): Promise<boolean> => {
    const status = await queryClient.fetchQuery(agreementQuery());
    if (!status.show) return true;
    setYear(status.year);
    return new Promise<boolean>((resolve) => {
      settle.current = resolve;
    });
  };

  const close = (confirmed: boolean) => {
    setYear(null);
    settle.current?.(confirmed);
    settle.current = null;
  };

  const onConfirm = async () => {
    try {
      await confirm.mutateAsync();
      close(true);
    } catch (error) {
      // The request module has shown the refusal; the modal stays open.
      ignoreReported(error);
    }
  };

  const modal = (
    <AgreementModal
      open={year !== null}
      year={year ?? new Date().getFullYear()}
      confirming={confirm.isPending}
      onConfirm={() => void onConfirm()}
      onCancel={() => close(false)}
    />
  );
  return { ensure, modal };
}
