import type { OwnerType } from '@portal/contract';
import { Form, Modal, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/select-field';
import { notify } from '../../../lib/notify';
import { useAssignOwner } from '../api/assign-owner';
import { useOwnerCandidates } from '../api/get-owner-candidates';
import { ignoreReported } from '../../../lib/request';

interface Values {
  userId?: number;
}

export interface AssignTarget {
  ownerType: OwnerType;
  /** The opportunities, with the version each was read at (sent back, so a stale one is refused). */
  opportunities: Array<{ id: number; opptNo: string; rowVersion: number }>;
}

/**
 * Assigns one sales (or planning) owner to every selected opportunity at once. The server refuses the
 * whole request when one of them already has such an owner, naming it.
 */
export function AssignOwnerModal({
  target,
  onClose,
  onAssigned,
}: {
  target: AssignTarget;
  onClose: () => void;
  onAssigned: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const candidates = useOwnerCandidates(target.ownerType);
  const assign = useAssignOwner(target.ownerType);
  const ownerLabel = t('opportunity.assign.owner');
  const count = target.opportunities.length;

  const submit = async ({ userId }: Values) => {
    if (userId === undefined) return;
    try {
      const result = await assign.mutateAsync({
        ids: target.opportunities.map((o) => o.id),
        userId,
        rowVersions: target.opportunities.map((o) => ({ id: o.id, rowVersion: o.rowVersion })),
      });
      notify.success(t('opportunity.assign.done', { count: result.updated }));
      onAssigned();
    } catch (error) {
      // The request module has shown the refusal.
      ignoreReported(error);
    }
  };

  return (
    <Modal
      open
      title={
        target.ownerType === 'sales'
          ? t('opportunity.assign.salesTitle', { count })
          : t('opportunity.assign.planningTitle', { count })
      }
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={assign.isPending}
      destroyOnHidden
    >
      <Form<Values> form={form} layout="vertical" onFinish={submit} name="assignOwner">
        <Form.Item label={t('opportunity.assign.selected')}>
          <Space size={[4, 4]} wrap>
            {target.opportunities.map((o) => (
              <Tag key={o.id}>{o.opptNo}</Tag>
            ))}
          </Space>
        </Form.Item>
        <Form.Item
          name="userId"
          label={ownerLabel}
          required
          rules={[{ required: true, message: t('validation.requiredSelect', { name: ownerLabel }) }]}
        >
          <SelectField
            searchable
            loading={candidates.isFetching}
            options={candidates.data ?? []}
            valueName="id"
            labelName="displayName"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
