import type { MessageKey, ProductLineAdmin, SaveProductLineBody } from '@portal/contract';
import { saveProductLineBodySchema as schema } from '@portal/contract';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { schemaRule } from '../../../lib/form-rules';
import { notify } from '../../../lib/notify';
import { useSaveProductLine } from '../api/reference-admin-queries';

type Values = Omit<SaveProductLineBody, 'id'>;

/** A new product line, or an existing one's three names, discount threshold and order (its code stays). */
export function ProductLineModal({ line, onClose }: { line: ProductLineAdmin | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSaveProductLine();
  const field = (name: keyof Values, key: MessageKey) => {
    const label = t(key);
    return { name, label, required: true, rules: [schemaRule(schema.shape[name], label)] };
  };
  return (
    <FormModal<Values>
      title={t(line ? 'referenceAdmin.editProductLine' : 'referenceAdmin.newProductLine')}
      name="product-line"
      initialValues={
        line
          ? {
              code: line.code,
              nameCn: line.nameCn,
              nameEn: line.nameEn,
              nameKr: line.nameKr ?? '',
              ...(line.discountThreshold === null ? {} : { discountThreshold: line.discountThreshold }),
              sort: line.sort,
            }
          : { sort: 0 }
      }
      onSubmit={async (values) => {
        await save.mutateAsync({ ...values, ...(line ? { id: line.id, code: line.code } : {}) });
        notify.success(t('common.saved'));
      }}
      onClose={onClose}
    >
      <Form.Item
        {...field('code', 'systemSettings.code')}
        extra={line ? undefined : t('referenceAdmin.codeHelp')}
      >
        <Input maxLength={32} disabled={line !== null} />
      </Form.Item>
      <Form.Item {...field('nameCn', 'systemSettings.nameCn')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item {...field('nameEn', 'systemSettings.nameEn')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item {...field('nameKr', 'systemSettings.nameKr')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        {...field('discountThreshold', 'referenceAdmin.discountThreshold')}
        extra={t('referenceAdmin.discountThresholdHelp')}
      >
        <InputNumber min={0} max={100} step={0.5} precision={2} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="sort" label={t('systemSettings.sort')}>
        <InputNumber min={0} max={9999} precision={0} />
      </Form.Item>
    </FormModal>
  );
}
