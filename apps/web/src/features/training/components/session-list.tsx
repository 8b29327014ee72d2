import { PlusOutlined } from '@ant-design/icons';
import type { TrainingSession } from '@portal/contract';
import { pageSessionsBodySchema, permissions } from '@portal/contract';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '../../../components/data-grid';
import { SecondaryText } from '../../../components/secondary-text';
import { defineList } from '../../../components/list-kit/list-definition';
import { ListScreen } from '../../../components/list-kit/list-screen';
import { useList } from '../../../components/list-kit/use-list';
import { hasMenu, useSession } from '../../../lib/session';
import { usePageSessions } from '../api/sessions';
import { SessionTime, useCourseName } from './training-labels';

const SessionFormDrawer = lazy(() =>
  import('./session-form-drawer').then((m) => ({ default: m.SessionFormDrawer })),
);

const QuotaModal = lazy(() => import('./quota-modal').then((m) => ({ default: m.QuotaModal })));

/**
 * Seats as "taken / capacity", the seats held for companies and the waiting list's length when there are
 * some; a partner also reads its own company's quota (the only one it is sent).
 */
export function Seats({ session }: { session: TrainingSession }) {
  const { t } = useTranslation();
  const partner = useSession((s) => s.userInfo?.kind === 'partner');
  const own = partner ? session.quotas.find((q) => !q.released) : undefined;
  return (
    <span>
      {session.seatsTaken} / {session.capacity}
      {session.seatsHeld > 0 ? ` · ${t('training.quota.held', { count: session.seatsHeld })}` : ''}
      {session.waitingCount > 0 ? ` (${t('training.field.waiting')} ${session.waitingCount})` : ''}
      {own && (
        <SecondaryText style={{ display: 'block', whiteSpace: 'normal' }}>
          {t('training.quota.yours', { assigned: own.assigned, seats: own.seats })}
        </SecondaryText>
      )}
    </span>
  );
}

/**
 * Sessions: staff create and edit them; a partner sees those open to its company and registers
 * (`extraActions`). Filters, sort and page are in the URL.
 */
export function SessionList({
  extraActions,
  openOnlyDefault = false,
}: {
  extraActions?: (session: TrainingSession) => RowAction[];
  openOnlyDefault?: boolean;
}) {
  const { t } = useTranslation();
  const courseName = useCourseName();
  // Staff with the courses menu (a menu code, not a button) create courses and sessions.
  const keepsCourses = useSession((s) => hasMenu(permissions.trainingCourses, s));
  const [editing, setEditing] = useState<{ session?: TrainingSession } | null>(null);
  const [quotas, setQuotas] = useState<TrainingSession | null>(null);
  const list = useList(
    defineList<typeof pageSessionsBodySchema, TrainingSession>({
      name: 'training-sessions',
      schema: pageSessionsBodySchema,
      columns: [
        {
          key: 'startsAt',
          title: 'training.field.startsAt',
          kind: 'date-time',
          sortField: 'startsAt',
          width: 250,
          render: (s) => <SessionTime local={s.startsLocal} timeZone={s.timeZone} />,
        },
        { key: 'course', title: 'training.course', kind: 'name', render: (s) => courseName(s) },
        {
          key: 'place',
          title: 'training.field.place',
          kind: 'name',
          render: (s): ReactNode => s.place ?? t('training.online'),
        },
        {
          key: 'seats',
          title: 'training.field.capacity',
          kind: 'count',
          sortField: 'capacity',
          width: 180,
          render: (s) => <Seats session={s} />,
        },
        {
          key: 'deadline',
          title: 'training.field.deadline',
          kind: 'date-time',
          optional: true,
          width: 250,
          render: (s) => <SessionTime local={s.deadlineLocal} timeZone={s.timeZone} />,
        },
        {
          key: 'trainer',
          title: 'training.field.trainer',
          kind: 'name',
          dataIndex: 'trainer',
          optional: true,
        },
      ],
      filters: [
        { name: 'keyword', label: 'training.field.keyword', control: { kind: 'text' }, span: 8 },
        {
          name: 'openOnly',
          label: 'training.openOnly',
          control: {
            kind: 'select',
            options: [
              { value: 'true', label: t('common.yes') },
              { value: 'false', label: t('common.no') },
            ],
          },
          span: 6,
          // Where the screen fixes it to open sessions (a partner's), the choice is not offered.
          hidden: openOnlyDefault,
        },
      ],
    }),
    openOnlyDefault ? { openOnly: true } : {},
  );
  const page = usePageSessions(list.query);
  return (
    <>
      <ListScreen
        list={list}
        page={page}
        rowKey="id"
        actions={(session) => [
          ...(extraActions?.(session) ?? []),
          {
            key: 'edit',
            label: t('training.action.edit'),
            hidden: !session.actions.includes('edit'),
            onClick: () => setEditing({ session }),
          },
          {
            key: 'quotas',
            label: t('training.quota.manage'),
            hidden: !session.actions.includes('edit') || !session.open,
            onClick: () => setQuotas(session),
          },
        ]}
        toolbar={
          extraActions || !keepsCourses ? null : (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing({})}>
              {t('training.newSession')}
            </Button>
          )
        }
      />
      <Suspense fallback={null}>
        {editing && (
          <SessionFormDrawer
            key={editing.session?.id ?? 'new'}
            session={editing.session}
            onClose={() => setEditing(null)}
          />
        )}
        {quotas && <QuotaModal key={quotas.id} session={quotas} onClose={() => setQuotas(null)} />}
      </Suspense>
    </>
  );
}
