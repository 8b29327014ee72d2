import type { SystemSettings, SystemSettingsView } from '@portal/contract';
import { systemSettingsSchema as schema, tierCodes } from '@portal/contract';
import { Button, Card, Form, InputNumber, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadErrorState } from '../../../components/load-error-state';
import { showRequestError } from '../../../lib/form-errors';
import { schemaRule } from '../../../lib/form-rules';
import { notify } from '../../../lib/notify';
import { useSaveSystemSettings, useSystemSettings } from '../api/system-settings-queries';

const tierSchema = schema.shape.maxCustomersByTier.shape;

/** The two upload limits: each empty (the server's limit) or whole MB up to the server's own limit. */
const uploadFields = [
  { name: 'uploadMaxMb', ceiling: 'upload' },
  { name: 'resourceVideoMaxMb', ceiling: 'resourceVideo' },
] as const;

/** The system settings: protection days and the customer limit of each tier, checked by the contract's schema. */
export function SettingsTab() {
  const { t } = useTranslation();
  const settings = useSystemSettings();
  const save = useSaveSystemSettings();
  const [form] = Form.useForm<SystemSettings>();
  if (settings.isError) return <LoadErrorState onRetry={() => void settings.refetch()} />;
  if (!settings.data) return <Skeleton active />;
  const days = t('systemSettings.protectionDays');
  const ceilings: SystemSettingsView['uploadCeilingsMb'] = settings.data.uploadCeilingsMb;
  return (
    <Card style={{ maxWidth: 720 }}>
      <Form<SystemSettings>
        form={form}
        name="system-settings"
        layout="vertical"
        initialValues={settings.data}
        onFinish={async (values) => {
          try {
            const body = {
              protectionDays: values.protectionDays,
              maxCustomersByTier: {
                TIER1: values.maxCustomersByTier.TIER1 ?? null,
                TIER2: values.maxCustomersByTier.TIER2 ?? null,
              },
              uploadMaxMb: values.uploadMaxMb ?? null,
              resourceVideoMaxMb: values.resourceVideoMaxMb ?? null,
            };
            form.setFieldsValue(await save.mutateAsync(body));
            notify.success(t('common.saved'));
          } catch (error) {
            showRequestError(form, error);
          }
        }}
      >
        <Form.Item
          name="protectionDays"
          label={days}
          extra={t('systemSettings.protectionDaysHelp')}
          required
          rules={[schemaRule(schema.shape.protectionDays, days)]}
        >
          <InputNumber min={1} max={3650} precision={0} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label={t('systemSettings.maxCustomers')} extra={t('systemSettings.maxCustomersHelp')}>
          {tierCodes.map((tier) => {
            const label = t(`codeTable.COMPANY_ROLE.${tier}`);
            return (
              <Form.Item
                key={tier}
                name={['maxCustomersByTier', tier]}
                label={label}
                rules={[schemaRule(tierSchema[tier], label)]}
                normalize={(value: number | null | undefined) => value ?? null}
              >
                <InputNumber min={1} max={100_000} precision={0} style={{ width: 200 }} />
              </Form.Item>
            );
          })}
        </Form.Item>
        {uploadFields.map(({ name, ceiling }) => {
          const label = t(`systemSettings.${name}`);
          const max = ceilings[ceiling];
          return (
            <Form.Item
              key={name}
              name={name}
              label={label}
              extra={t(`systemSettings.${name}Help`, { max })}
              rules={[
                schemaRule(schema.shape[name], label),
                {
                  validator: (_, value: number | null | undefined) =>
                    value != null && value > max
                      ? Promise.reject(new Error(t('systemSettings.error.aboveCeiling', { max })))
                      : Promise.resolve(),
                },
              ]}
              normalize={(value: number | null | undefined) => value ?? null}
            >
              <InputNumber min={1} max={max} precision={0} placeholder={String(max)} style={{ width: 200 }} />
            </Form.Item>
          );
        })}
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
