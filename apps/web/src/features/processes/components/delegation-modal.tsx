import type { Delegation } from '@portal/contract';
import { formats, saveDelegationBodySchema } from '@portal/contract';
import { Alert, Button, DatePicker, Form, Modal } from 'antd';
import { Typography } from '../../../components/typography';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../components/format';
import {
  requestFieldErrors,
  schemaFieldErrors,
  showCheckErrors,
  showRequestError,
} from '../../../lib/form-errors';
import { RequestError } from '../../../lib/request';
import { notify } from '../../../lib/notify';
import { useDelegation, useProcessUsers, useSaveDelegation } from '../api/process-api';
import { LazySelect } from '../../../components/lazy-select';

/** The period's two ends are one field of the form. */
const aliases = { aliases: { until: 'period', from: 'period' } };

interface DelegationValues {
  delegateId?: number;
  period?: [Dayjs | null, Dayjs | null] | null;
}

const valuesOf = (delegation: Delegation | undefined): DelegationValues => ({
  ...(delegation?.delegateId ? { delegateId: delegation.delegateId } : {}),
  period: delegation?.from && delegation.until ? [dayjs(delegation.from), dayjs(delegation.until)] : null,
});

/**
 * The reader's absence delegation: a delegate (an active internal user) and the period, saved through the
 * server, which refuses oneself, a user who cannot approve, and a cycle (shown at the delegate). "End
 * delegation" removes it.
 */
export function DelegationModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DelegationValues>();
  const delegation = useDelegation();
  const users = useProcessUsers();
  const save = useSaveDelegation();
  const current = delegation.data;

  const send = async (body: { delegateId: number | null; from?: string | null; until?: string | null }) => {
    try {
      await save.mutateAsync(body);
      notify.success(
        t(body.delegateId === null ? 'processCentre.delegation.ended' : 'processCentre.delegation.saved'),
      );
      onClose();
    } catch (error) {
      // The server's refusals (oneself, not an internal user, a cycle) are about the delegate: shown there.
      if (error instanceof RequestError && requestFieldErrors(error).length === 0)
        form.setFields([{ name: 'delegateId', errors: [error.message] }]);
      else showRequestError(form, error, aliases);
    }
  };

  const submit = (values: DelegationValues) => {
    const body = {
      delegateId: values.delegateId ?? null,
      from: values.period?.[0]?.toISOString() ?? null,
      until: values.period?.[1]?.toISOString() ?? null,
    };
    if (body.delegateId === null) {
      form.setFields([{ name: 'delegateId', errors: [t('processCentre.delegation.delegateRequired')] }]);
      return;
    }
    const label = (field: string) =>
      t(field === 'delegateId' ? 'processCentre.delegation.delegate' : 'processCentre.delegation.period');
    if (
      showCheckErrors(
        form,
        schemaFieldErrors(saveDelegationBodySchema, body, label, () => true),
        aliases,
      )
    )
      return;
    void send(body);
  };

  return (
    <Modal
      open
      title={t('processCentre.delegation.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        current?.delegateId ? (
          <Button key="end" danger loading={save.isPending} onClick={() => void send({ delegateId: null })}>
            {t('processCentre.delegation.end')}
          </Button>
        ) : null,
        <Button key="cancel" onClick={onClose}>
          {t('widget.cancel')}
        </Button>,
        <Button key="save" type="primary" loading={save.isPending} onClick={() => form.submit()}>
          {t('processCentre.delegation.save')}
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{t('processCentre.delegation.hint')}</Typography.Paragraph>
      {delegation.isSuccess ? (
        <Alert
          style={{ marginBottom: 16 }}
          type={current?.delegateId ? 'info' : 'success'}
          data-testid="delegation-current"
          message={
            current?.delegateId
              ? t('processCentre.delegation.current', {
                  name: current.delegateName,
                  from: formatDateTime(current.from, formats.dateTime),
                  until: formatDateTime(current.until, formats.dateTime),
                })
              : t('processCentre.delegation.none')
          }
        />
      ) : null}
      {delegation.isSuccess ? (
        <Form
          form={form}
          layout="vertical"
          name="delegation"
          initialValues={valuesOf(current)}
          onFinish={submit}
        >
          <Form.Item name="delegateId" label={t('processCentre.delegation.delegate')} required>
            <LazySelect
              showSearch
              optionFilterProp="label"
              loading={users.isPending}
              placeholder={t('processCentre.act.chooseUser')}
              options={(users.data ?? []).map((user) => ({
                value: user.id,
                label: `${user.name} (${user.username})`,
              }))}
            />
          </Form.Item>
          <Form.Item name="period" label={t('processCentre.delegation.period')} required>
            <DatePicker.RangePicker showTime format={formats.dateTime} style={{ width: '100%' }} />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}
