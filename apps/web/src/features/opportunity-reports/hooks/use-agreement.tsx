import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { agreementQuery } from '../api/check-agreement';
import { useConfirmAgreement } from '../api/confirm-agreement';
import { ignoreReported } from '../../../lib/request';

// The dialog (and Ant Design's Modal) loads the first time the agreement is due, not with every list.
const AgreementModal = lazy(() =>
  import('../components/agreement-modal').then((m) => ({ default: m.AgreementModal })),
);

/**
 * Asks for this year's registration agreement when the server says it is still due: `ensure()`
 * resolves true once confirmed (or when nothing is due) and false when the user declines. Render
 * `modal` somewhere in the screen.
 */
export function useAgreement() {
  const queryClient = useQueryClient();
  const confirm = useConfirmAgreement();
  const [year, setYear] = useState<number | null>(null);
  // Once asked, the dialog stays mounted so that it closes with its animation.
  const [asked, setAsked] = useState(false);
  const settle = useRef<((confirmed: boolean) => void) | null>(null);

  const ensure = async (): Promise<boolean> => {
    const status = await queryClient.fetchQuery(agreementQuery());
    if (!status.show) return true;
    setYear(status.year);
    setAsked(true);
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

  const modal = asked ? (
    <Suspense fallback={null}>
      <AgreementModal
        open={year !== null}
        year={year ?? new Date().getFullYear()}
        confirming={confirm.isPending}
        onConfirm={() => void onConfirm()}
        onCancel={() => close(false)}
      />
    </Suspense>
  ) : null;
  return { ensure, modal };
}
