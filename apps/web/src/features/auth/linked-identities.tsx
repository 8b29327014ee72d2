import type { OidcIdentity } from '@portal/contract';
import { identityEndpoints } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Popconfirm } from '../../components/confirmations';
import { DateTime } from '../../components/date-time';
import { request } from '../../lib/request';

const identitiesKey = ['identity', 'oidc-identities'] as const;

/**
 * The identities at OpenID providers (and the enterprise messaging app's user id) linked to the signed-in
 * user's account (profile): link one through the provider or the app (the browser goes there and comes back
 * to the callback page), or unlink one. Shown only where a provider or the app is configured or an identity
 * is linked.
 */
export function LinkedIdentities({ loginType }: { loginType: 'staff' | 'partner' }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const providers = useQuery({
    queryKey: ['identity', 'oidc-providers', loginType],
    queryFn: () => request(identityEndpoints.oidcProviders, { query: { loginType } }),
  });
  const info = useQuery({
    queryKey: ['identity', 'info'],
    queryFn: ({ signal }) => request(identityEndpoints.getInfo, { signal }),
  });
  const messagingApp = info.data?.messagingApp;
  const offered = [
    ...(providers.data ?? []),
    ...(messagingApp ? [{ name: 'messaging', label: messagingApp }] : []),
  ];
  const identities = useQuery({
    queryKey: identitiesKey,
    queryFn: () => request(identityEndpoints.oidcIdentities),
  });
  const link = useMutation({
    mutationFn: (provider: string) => request(identityEndpoints.oidcLinkStart, { body: { provider } }),
    onSuccess: (data) => window.location.assign(data.url),
  });
  const unlink = useMutation({
    mutationFn: (identity: OidcIdentity) =>
      request(identityEndpoints.oidcUnlink, { body: { id: identity.id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: identitiesKey }),
  });
  const linked = identities.data ?? [];
  const linkable = offered.filter((p) => !linked.some((i) => i.provider === p.name));
  if (linked.length === 0 && offered.length === 0) return null;

  return (
    <Card
      title={t('oidc.identities.title')}
      style={{ marginTop: 16 }}
      data-testid="linked-identities"
      extra={
        <Space>
          {linkable.map((provider) => (
            <Button
              key={provider.name}
              loading={link.isPending && link.variables === provider.name}
              onClick={() => link.mutate(provider.name)}
              data-testid={`oidc-link-${provider.name}`}
            >
              {t('oidc.identities.link', { label: provider.label })}
            </Button>
          ))}
        </Space>
      }
    >
      <Table<OidcIdentity>
        rowKey="id"
        loading={identities.isLoading}
        dataSource={linked}
        pagination={false}
        locale={{ emptyText: t('oidc.identities.empty') }}
        columns={[
          {
            key: 'provider',
            title: t('oidc.col.provider'),
            render: (_, row) => (
              <>
                {row.label} {row.linkedByAdmin && <Tag>{t('oidc.identities.byAdmin')}</Tag>}
              </>
            ),
          },
          { key: 'subject', title: t('oidc.col.subject'), dataIndex: 'subject' },
          {
            key: 'createdAt',
            title: t('oidc.col.linkedAt'),
            render: (_, row) => <DateTime value={row.createdAt} />,
          },
          {
            key: 'actions',
            title: '',
            render: (_, row) => (
              <Popconfirm title={t('oidc.identities.unlinkConfirm')} onConfirm={() => unlink.mutate(row)}>
                <Button type="link" danger>
                  {t('oidc.identities.unlink')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Card>
  );
}
