import type { Registration, RegistrationAction } from '@portal/contract';
import { pageRegistrationsBodySchema, registrationActions } from '@portal/contract';
import { lazy, Suspense, useState } from 'react';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '../../../components/data-grid';
import { defineList } from '../../../components/list-kit/list-definition';
import { ListScreen } from '../../../components/list-kit/list-screen';
import { useList } from '../../../components/list-kit/use-list';
import { notify } from '../../../lib/notify';
import { ignoreReported } from '../../../lib/request';
import { downloadCertificate } from '../api/certificates';
import { useRegistrationMove } from '../api/registrations';
import { CertificateStatusTag, ResultText } from './certificate-labels';
import { usePageRegistrations } from '../api/registrations';
import {
  RegistrationStatusTag,
  SessionTime,
  useCourseName,
  useRegistrationStatusOptions,
} from './training-labels';

const RecordResultModal = lazy(() =>
  import('./record-result-modal').then((m) => ({ default: m.RecordResultModal })),
);
const RevokeCertificateModal = lazy(() =>
  import('./revoke-certificate-modal').then((m) => ({ default: m.RevokeCertificateModal })),
);

const RejectRegistrationModal = lazy(() =>
  import('./reject-registration-modal').then((m) => ({ default: m.RejectRegistrationModal })),
);

type Dialog = { kind: 'result' | 'revoke' | 'reject'; registration: Registration } | null;

/**
 * Registrations: staff see every one (approve, reject, attendance); a partner administrator its company's,
 * a partner user its own (cancel before the deadline). Each row shows exactly the actions the server lists:
 * the trainer's result after attendance, the certificate's PDF once a pass issued it (its holder, its
 * company's administrator, staff), and its revocation (staff).
 */
export function RegistrationList() {
  const { t } = useTranslation();
  const statuses = useRegistrationStatusOptions();
  const courseName = useCourseName();
  const move = useRegistrationMove();
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useList(
    defineList<typeof pageRegistrationsBodySchema, Registration>({
      name: 'training-registrations',
      schema: pageRegistrationsBodySchema,
      columns: [
        { key: 'person', title: 'training.field.person', kind: 'text', dataIndex: 'personName' },
        {
          key: 'status',
          title: 'training.field.status',
          kind: 'status',
          samples: statuses.map((s) => s.label),
          render: (r) => (
            <>
              <RegistrationStatusTag status={r.status} />
              {r.waitPosition !== null ? `#${r.waitPosition}` : null}
              {r.heldSeat ? <Tag color="blue">{t('training.field.heldSeat')}</Tag> : null}
            </>
          ),
        },
        { key: 'course', title: 'training.course', kind: 'name', render: (r) => courseName(r) },
        {
          key: 'startsAt',
          title: 'training.field.startsAt',
          kind: 'date-time',
          sortField: 'startsAt',
          render: (r) => <SessionTime local={r.startsLocal} timeZone={r.timeZone} stacked />,
        },
        {
          key: 'result',
          title: 'training.field.result',
          kind: 'tag',
          // The certificate beside it tells a pass; the result itself is one click away in the column chooser.
          optional: true,
          render: (r) => <ResultText result={r.result} score={r.score} />,
        },
        {
          key: 'certificate',
          title: 'training.field.certificate',
          kind: 'status',
          render: (r) =>
            r.certificate ? (
              <>
                <CertificateStatusTag status={r.certificate.status} />
                <small style={{ whiteSpace: 'nowrap' }}>{r.certificate.expiresOn}</small>
              </>
            ) : (
              '--'
            ),
        },
        {
          key: 'company',
          title: 'training.field.company',
          kind: 'name',
          dataIndex: 'companyName',
          optional: true,
        },
        {
          key: 'registeredAt',
          title: 'training.field.registeredAt',
          kind: 'date-time',
          sortField: 'registeredAt',
          dataIndex: 'registeredAt',
          optional: true,
        },
      ],
      filters: [
        { name: 'keyword', label: 'training.field.keyword', control: { kind: 'text' }, span: 8 },
        {
          name: 'status',
          label: 'training.field.status',
          control: { kind: 'select', options: statuses },
          span: 6,
        },
      ],
    }),
  );
  const page = usePageRegistrations(list.query);

  const run = async (action: Exclude<RegistrationAction, 'recordResult'>, registration: Registration) => {
    try {
      const moved = await move.mutateAsync({
        action,
        body: { id: registration.id, rowVersion: registration.rowVersion },
      });
      notify.success(
        action === 'approve'
          ? t('training.approved')
          : t('training.moved', { status: t(`training.status.${moved.status}`) }),
      );
    } catch (error) {
      ignoreReported(error);
    }
  };

  const certificateActions = (registration: Registration): RowAction[] => {
    const certificate = registration.certificate;
    return [
      {
        key: 'downloadCertificate',
        label: t('certificate.action.download'),
        hidden: !certificate || certificate.status === 'revoked',
        onClick: async () => {
          if (certificate) await downloadCertificate(certificate.id).catch(ignoreReported);
        },
      },
      {
        key: 'revokeCertificate',
        label: t('certificate.action.revoke'),
        danger: true,
        hidden: !certificate?.actions.includes('revoke'),
        onClick: () => setDialog({ kind: 'revoke', registration }),
      },
    ];
  };

  const actions = (registration: Registration): RowAction[] => [
    ...registrationActions.map((action) => ({
      key: action,
      label: t(`training.action.${action}`),
      hidden: !registration.actions.includes(action),
      danger: action === 'reject' || action === 'cancel',
      ...(action === 'cancel'
        ? { confirm: t('training.cancelConfirm', { person: registration.personName }) }
        : {}),
      onClick: () =>
        action === 'recordResult'
          ? setDialog({ kind: 'result', registration })
          : action === 'reject'
            ? setDialog({ kind: 'reject', registration })
            : run(action, registration),
    })),
    ...certificateActions(registration),
  ];

  const close = () => setDialog(null);
  const certificate = dialog?.registration.certificate;
  return (
    <>
      <ListScreen list={list} page={page} rowKey="id" actions={actions} />
      <Suspense fallback={null}>
        {dialog?.kind === 'result' && (
          <RecordResultModal registration={dialog.registration} onClose={close} />
        )}
        {dialog?.kind === 'reject' && (
          <RejectRegistrationModal registration={dialog.registration} onClose={close} />
        )}
        {dialog?.kind === 'revoke' && certificate && (
          <RevokeCertificateModal
            registration={dialog.registration}
            certificate={certificate}
            onClose={close}
          />
        )}
      </Suspense>
    </>
  );
}
