import type { CodeTableAdminEntry, MessageKey, SaveCodeTableEntryBody } from '@portal/contract';
import { saveCodeTableEntryBodySchema as schema } from '@portal/contract';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { schemaRule } from '../../../lib/form-rules';
import { notify } from '../../../lib/notify';
import { useSaveCodeTableEntry } from '../api/system-settings-queries';

type Values = Omit<SaveCodeTableEntryBody, 'id' | 'codeType'>;

/** A new entry of a code table, or an existing one's three names and order (its code stays). */
export function CodeTableEntryModal({
  codeType,
  entry,
  onClose,
}: {
  codeType: string;
  entry: CodeTableAdminEntry | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveCodeTableEntry();
  const field = (name: keyof Values, key: MessageKey) => {
    const label = t(key);
    return { name, label, required: true, rules: [schemaRule(schema.shape[name], label)] };
  };
  return (
    <FormModal<Values>
      title={`${t(entry ? 'systemSettings.editEntry' : 'systemSettings.newEntry')} · ${codeType}`}
      name="code-table-entry"
      initialValues={
        entry
          ? {
              code: entry.code,
              codeDescCn: entry.codeDescCn,
              codeDescEn: entry.codeDescEn,
              codeDescKr: entry.codeDescKr ?? '',
              sort: entry.sort,
            }
          : { sort: 0 }
      }
      onSubmit={async (values) => {
        await save.mutateAsync({ ...values, codeType, ...(entry ? { id: entry.id, code: entry.code } : {}) });
        notify.success(t('common.saved'));
      }}
      onClose={onClose}
    >
      <Form.Item {...field('code', 'systemSettings.code')}>
        <Input maxLength={64} disabled={entry !== null} />
      </Form.Item>
      <Form.Item {...field('codeDescCn', 'systemSettings.nameCn')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item {...field('codeDescEn', 'systemSettings.nameEn')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item {...field('codeDescKr', 'systemSettings.nameKr')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="sort" label={t('systemSettings.sort')}>
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
    </FormModal>
  );
}
