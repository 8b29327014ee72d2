import type { OidcIdentity, UserKind } from '@portal/contract';
import { linkUserOidcBodySchema } from '@portal/contract';
import { Button, Col, Form, Input, Row, Table, Tag } from 'antd';
import { Typography } from '../../../components/typography';
import { useTranslation } from 'react-i18next';
import { Popconfirm } from '../../../components/confirmations';
import { LazySelect } from '../../../components/lazy-select';
import { schemaRule } from '../../../lib/form-rules';
import { notify } from '../../../lib/notify';
import { ignoreReported } from '../../../lib/request';
import {
  useLinkableProviders,
  useLinkUserIdentity,
  useUnlinkUserIdentity,
  useUserIdentities,
} from '../api/user-identities';

interface LinkValues {
  provider?: string;
  subject?: string;
}

/**
 * The user's linked identities in its edit drawer: each OpenID subject and the messaging app's user id it
 * signs in with, unlinked here, and a field to link one (the provider and the id it names the user by; the
 * server refuses an id linked elsewhere, and never links by e-mail). Shown where something can be linked or
 * is linked.
 */
export function UserIdentities({ userId, kind }: { userId: number; kind: UserKind }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LinkValues>();
  const identities = useUserIdentities(userId);
  const providers = useLinkableProviders(kind === 'partner' ? 'partner' : 'staff');
  const link = useLinkUserIdentity(userId);
  const unlink = useUnlinkUserIdentity(userId);
  const chosen = Form.useWatch('provider', form);

  const linked = identities.data ?? [];
  const linkable = providers.data.filter((p) => !linked.some((i) => i.provider === p.name));
  if (linked.length === 0 && providers.data.length === 0) return null;

  const providerLabel = t('oidc.col.provider');
  const messaging = providers.data.find((p) => p.name === 'messaging');
  const subjectLabel =
    chosen === 'messaging' && messaging
      ? t('messaging.admin.userId', { label: messaging.label })
      : t('oidc.col.subject');

  const submit = async (values: LinkValues) => {
    try {
      await link.mutateAsync({ provider: values.provider ?? '', subject: values.subject ?? '' });
      notify.success(t('common.saved'));
      form.resetFields();
    } catch (error) {
      ignoreReported(error);
    }
  };
  const remove = async (row: OidcIdentity) => {
    try {
      await unlink.mutateAsync(row.id);
    } catch (error) {
      ignoreReported(error);
    }
  };

  return (
    <section data-testid="user-identities" style={{ marginBottom: 24 }}>
      <Typography.Title level={5}>{t('oidc.identities.title')}</Typography.Title>
      <Table<OidcIdentity>
        rowKey="id"
        size="small"
        loading={identities.isLoading}
        dataSource={linked}
        pagination={false}
        locale={{ emptyText: t('oidc.identities.empty') }}
        columns={[
          {
            key: 'provider',
            title: providerLabel,
            render: (_, row) => (
              <>
                {row.label} {row.linkedByAdmin && <Tag>{t('oidc.identities.byAdmin')}</Tag>}
              </>
            ),
          },
          { key: 'subject', title: t('oidc.col.subject'), dataIndex: 'subject' },
          {
            key: 'actions',
            title: '',
            width: 100,
            render: (_, row) => (
              <Popconfirm title={t('oidc.identities.unlinkConfirm')} onConfirm={() => remove(row)}>
                <Button type="link" danger data-testid={`unlink-identity-${row.provider}`}>
                  {t('oidc.identities.unlink')}
                </Button>
              </Popconfirm>
            ),
          },
        ]}
      />
      {linkable.length > 0 && (
        <Form<LinkValues>
          form={form}
          name="identityLink"
          layout="vertical"
          onFinish={submit}
          style={{ marginTop: 16 }}
        >
          <Row gutter={16} align="bottom">
            <Col span={8}>
              <Form.Item
                name="provider"
                label={providerLabel}
                required
                rules={[schemaRule(linkUserOidcBodySchema.shape.provider, providerLabel, 'choice')]}
              >
                <LazySelect
                  options={linkable.map((p) => ({ value: p.name, label: p.label }))}
                  loading={providers.isLoading}
                  placeholder={t('widget.select.placeholder')}
                />
              </Form.Item>
            </Col>
            <Col span={10}>
              <Form.Item
                name="subject"
                label={subjectLabel}
                required
                rules={[schemaRule(linkUserOidcBodySchema.shape.subject, subjectLabel)]}
              >
                <Input maxLength={255} autoComplete="off" />
              </Form.Item>
            </Col>
            <Col span={6}>
              <Form.Item>
                <Button htmlType="submit" loading={link.isPending} data-testid="link-identity">
                  {t('oidc.admin.link')}
                </Button>
              </Form.Item>
            </Col>
          </Row>
        </Form>
      )}
    </section>
  );
}
