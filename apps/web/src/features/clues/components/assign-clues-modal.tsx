import { assignCluesBodySchema, partnerCompanyName } from '@portal/contract';
import { Form, Modal } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/select-field';
import { useAppState } from '../../../lib/app-state';
import { schemaRule } from '../../../lib/form-rules';
import { notify } from '../../../lib/notify';
import { useAssignClues } from '../api/assign-clues';
import { useClueCompanies } from '../api/get-clue-companies';
import { useClueCompanyUsers } from '../api/get-clue-company-users';
import { ignoreReported } from '../../../lib/request';

interface AssignValues {
  companyId?: number;
  userId?: number | null;
}

/** Assigns the selected clues to a partner company and, optionally, one of its active users. */
export function AssignCluesModal({
  ids,
  onDone,
  onClose,
}: {
  ids: number[];
  /** Called after a successful assignment (e.g. to clear the selection). */
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const language = useAppState((s) => s.language);
  const [form] = Form.useForm<AssignValues>();
  const companyId = Form.useWatch('companyId', form);
  const companies = useClueCompanies();
  const users = useClueCompanyUsers(companyId);
  const assign = useAssignClues();
  const shape = assignCluesBodySchema.shape;

  const companyOptions = useMemo(
    () =>
      (companies.data ?? []).map((company) => ({
        value: company.id,
        label: `${partnerCompanyName(company, language)} (${company.code})`,
      })),
    [companies.data, language],
  );
  const userOptions = useMemo(
    () =>
      (users.data ?? []).map((user) => ({ value: user.id, label: `${user.displayName} (${user.username})` })),
    [users.data],
  );

  const submit = async (values: AssignValues) => {
    try {
      const result = await assign.mutateAsync({
        ids,
        companyId: values.companyId!,
        userId: values.userId ?? null,
      });
      notify.success(t('clue.assigned', { count: result.count }));
      onDone();
      onClose();
    } catch (error) {
      // Shown by the request module.
      ignoreReported(error);
    }
  };

  const companyLabel = t('clue.field.company');
  return (
    <Modal
      open
      title={t('clue.assignTitle', { count: ids.length })}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      confirmLoading={assign.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form
        name="clue-assign"
        form={form}
        layout="vertical"
        onFinish={submit}
        onValuesChange={(changed: AssignValues) => {
          if ('companyId' in changed) form.setFieldValue('userId', null);
        }}
      >
        <Form.Item
          name="companyId"
          label={companyLabel}
          required
          rules={[schemaRule(shape.companyId, companyLabel, 'choice')]}
        >
          <SelectField options={companyOptions} searchable loading={companies.isFetching} />
        </Form.Item>
        <Form.Item name="userId" label={t('clue.field.assignee')} extra={t('clue.assignUserHint')}>
          <SelectField
            options={userOptions}
            searchable
            loading={users.isFetching}
            disabled={companyId === undefined}
            placeholder={companyId === undefined ? t('clue.assignChooseCompany') : undefined}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
