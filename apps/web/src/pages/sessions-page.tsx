import type { SessionItem } from '@portal/contract';
import { identityEndpoints } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Table, Tag } from 'antd';
import { Popconfirm } from '../components/confirmations';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../components/date-time';
import { notify } from '../lib/notify';
import { request } from '../lib/request';
import { loginPath, logout } from '../lib/session-actions';
import { LinkedIdentities } from '../features/auth/linked-identities';

const sessionsKey = ['identity', 'sessions'] as const;

/**
 * /my-sessions: the devices the user is signed in on (sign-in way, browser and device, place, when signed in
 * and last used); sign out on one, or on all the others at once.
 */
export function SessionsPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const sessions = useQuery({
    queryKey: sessionsKey,
    queryFn: () => request(identityEndpoints.listSessions),
  });
  const refresh = () => client.invalidateQueries({ queryKey: sessionsKey });
  const endOne = useMutation({
    mutationFn: (session: SessionItem) => request(identityEndpoints.endSession, { body: { id: session.id } }),
    onSuccess: (_data, session) => (session.current ? logout() : refresh()),
  });
  const endOthers = useMutation({
    mutationFn: () => request(identityEndpoints.endOtherSessions),
    onSuccess: (data) => {
      notify.success(t('session.ended', { count: data.ended }));
      return refresh();
    },
  });
  const others = (sessions.data ?? []).filter((session) => !session.current).length;

  return (
    <>
      <Card
        title={t('session.title')}
        extra={
          <Popconfirm title={t('session.endOthersConfirm')} onConfirm={() => endOthers.mutate()}>
            <Button
              danger
              disabled={others === 0}
              loading={endOthers.isPending}
              data-testid="end-other-sessions"
            >
              {t('session.endOthers')}
            </Button>
          </Popconfirm>
        }
      >
        <Table<SessionItem>
          rowKey="id"
          loading={sessions.isLoading}
          dataSource={sessions.data ?? []}
          pagination={false}
          columns={[
            {
              key: 'device',
              title: t('session.col.device'),
              render: (_, row) => (
                <>
                  {row.device || t('session.unknownDevice')}{' '}
                  {row.current && <Tag color="green">{t('session.current')}</Tag>}
                </>
              ),
            },
            {
              key: 'way',
              title: t('session.col.way'),
              render: (_, row) => t(`session.way.${row.signInWay}`),
            },
            { key: 'place', title: t('session.col.place'), dataIndex: 'place' },
            {
              key: 'createdAt',
              title: t('session.col.createdAt'),
              render: (_, row) => <DateTime value={row.createdAt} />,
            },
            {
              key: 'lastUsedAt',
              title: t('session.col.lastUsedAt'),
              render: (_, row) => <DateTime value={row.lastUsedAt} />,
            },
            {
              key: 'actions',
              title: '',
              render: (_, row) => (
                <Popconfirm title={t('session.endConfirm')} onConfirm={() => endOne.mutate(row)}>
                  <Button type="link" danger>
                    {t('session.end')}
                  </Button>
                </Popconfirm>
              ),
            },
          ]}
        />
      </Card>
      <LinkedIdentities loginType={loginPath() === '/partner-login' ? 'partner' : 'staff'} />
    </>
  );
}
