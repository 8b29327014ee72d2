import type { QuotationAction } from '@portal/contract';
import { Button, Popconfirm, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { ignoreReported } from '../../../lib/request';
import type { AnyQuotationInfo } from '../api/get-quotation-info';
import { isStaffInfo } from '../api/get-quotation-info';
import type { QuotationMove } from '../api/move-quotation';
import { useMoveQuotation } from '../api/move-quotation';
import { quotationPath } from '../quotation-path';

// The issue and return dialogs load when they open.
const IssueQuotationModal = lazy(() =>
  import('./issue-quotation-modal').then((m) => ({ default: m.IssueQuotationModal })),
);
const ReturnQuotationModal = lazy(() =>
  import('./return-quotation-modal').then((m) => ({ default: m.ReturnQuotationModal })),
);

/** The buttons in their order; `expire` is the server's own move and never a button. */
const order: QuotationAction[] = [
  'edit',
  'submit',
  'approve',
  'return',
  'revise',
  'createFormal',
  'issue',
  'accept',
  'decline',
];

/** The moves that ask first. */
const asks = {
  submit: 'quotation.confirm.submit',
  approve: 'quotation.confirm.approve',
  revise: 'quotation.confirm.revise',
  accept: 'quotation.confirm.accept',
  decline: 'quotation.confirm.decline',
} as const;

/**
 * The moves the server offers on the quotation (exactly those): save (its `edit`), submit (saving first
 * when changed), approve, return (with reasons), revise, make the formal quotation, issue (an additional or
 * supplementary one, with its validity date and document language), accept or decline.
 * `save` answers the version after saving, or null when refused (the form shows why).
 */
export function QuotationActions({
  quotation,
  dirty,
  saving,
  onSave,
}: {
  quotation: AnyQuotationInfo;
  dirty: boolean;
  saving: boolean;
  onSave: () => Promise<number | null>;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const move = useMoveQuotation();
  const [returning, setReturning] = useState(false);
  const [issuing, setIssuing] = useState(false);
  const no = quotation.quotationNo;

  const take = async (action: QuotationMove | 'approve') => {
    let rowVersion = quotation.rowVersion;
    if (action === 'submit' && dirty) {
      const saved = await onSave();
      if (saved === null) return;
      rowVersion = saved;
    }
    try {
      const after =
        action === 'approve'
          ? await move.mutateAsync({
              action: 'decide',
              body: { id: quotation.id, rowVersion, decision: 'approve', lineReasons: [] },
            })
          : await move.mutateAsync({ action, id: quotation.id, rowVersion });
      // A submission within every threshold is approved at once: say so, not only "submitted".
      const done = action === 'submit' && after.status === 'approved' ? 'submitApproved' : action;
      notify.success(t(`quotation.done.${done}`, { no, version: after.version }));
      if (after.id !== quotation.id) void navigate(quotationPath(after));
    } catch (error) {
      ignoreReported(error);
    }
  };

  const busy = (action: string) =>
    move.isPending &&
    (move.variables.action === action || (action === 'approve' && move.variables.action === 'decide'));

  return (
    <Space wrap>
      {order
        .filter((action) => quotation.actions.includes(action))
        .map((action) => {
          switch (action) {
            case 'edit':
              return (
                <Button key={action} type="primary" loading={saving} onClick={() => void onSave()}>
                  {t('quotation.action.save')}
                </Button>
              );
            case 'return':
              return isStaffInfo(quotation) ? (
                <Button key={action} danger onClick={() => setReturning(true)}>
                  {t('quotation.action.return')}
                </Button>
              ) : null;
            case 'createFormal':
              return (
                <Button key={action} onClick={() => void navigate(paths.formalQuotation(quotation.id))}>
                  {t('quotation.action.createFormal')}
                </Button>
              );
            case 'issue':
              return (
                <Button key={action} type="primary" onClick={() => setIssuing(true)}>
                  {t('quotation.action.issue')}
                </Button>
              );
            // The server's own move.
            case 'expire':
              return null;
            case 'submit':
            case 'approve':
            case 'revise':
            case 'accept':
            case 'decline':
              return (
                <Popconfirm
                  key={action}
                  title={t(
                    action === 'accept' && quotation.kind === 'supplementary'
                      ? 'quotation.supplementary.confirmAccept'
                      : asks[action],
                    { no },
                  )}
                  okText={t('widget.ok')}
                  cancelText={t('widget.cancel')}
                  okButtonProps={{ danger: action === 'decline' }}
                  onConfirm={() => take(action)}
                >
                  <Button
                    type={action === 'accept' || action === 'approve' ? 'primary' : 'default'}
                    danger={action === 'decline'}
                    loading={busy(action)}
                  >
                    {t(`quotation.action.${action}`)}
                  </Button>
                </Popconfirm>
              );
          }
        })}
      <Suspense fallback={null}>
        {issuing ? <IssueQuotationModal quotation={quotation} onClose={() => setIssuing(false)} /> : null}
        {returning && isStaffInfo(quotation) ? (
          <ReturnQuotationModal quotation={quotation} onClose={() => setReturning(false)} />
        ) : null}
      </Suspense>
    </Space>
  );
}
