import { PlusOutlined } from '@ant-design/icons';
import type { TrainingSession } from '@portal/contract';
import { pageSessionsBodySchema, permissions } from '@portal/contract';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RowAction } from '../../../components/data-grid';
import { defineList } from '../../../components/list-kit/list-definition';
import { ListScreen } from '../../../components/list-kit/list-screen';
import { useList } from '../../../components/list-kit/use-list';
import { hasMenu, useSession } from '../../../lib/session';
import { usePageSessions } from '../api/sessions';
import { SessionTime, useCourseName } from './training-labels';

const SessionFormDrawer = lazy(() =>
  import('./session-form-drawer').then((m) => ({ default: m.SessionFormDrawer })),
);

/** Seats as "taken / capacity", and the waiting list's length when there is one. */
export function Seats({ session }: { session: TrainingSession }) {
  const { t } = useTranslation();
  return (
    <span>
      {session.seatsTaken} / {session.capacity}
      {session.waitingCount > 0 ? ` (${t('training.field.waiting')} ${session.waitingCount})` : ''}
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
          width: 150,
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
      </Suspense>
    </>
  );
}
