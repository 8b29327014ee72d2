import type {
  EquipmentModelAdmin,
  MessageKey,
  ProductLineAdmin,
  SaveEquipmentModelBody,
} from '@portal/contract';
import { equipmentKinds, saveEquipmentModelBodySchema as schema } from '@portal/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { LazySelect } from '../../../components/lazy-select';
import { schemaRule } from '../../../lib/form-rules';
import { notify } from '../../../lib/notify';
import { useSaveEquipmentModel } from '../api/reference-admin-queries';

type Values = Omit<SaveEquipmentModelBody, 'id'>;

/** A new equipment model, or an existing one's product line, kind and three names (its code stays). */
export function EquipmentModelModal({
  model,
  productLine,
  lines,
  lineName,
  onClose,
}: {
  model: EquipmentModelAdmin | null;
  /** The product line a new model starts in (the list's filter). */
  productLine: string | undefined;
  /** The product lines it may belong to. */
  lines: ProductLineAdmin[];
  lineName: (code: string) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveEquipmentModel();
  const field = (name: keyof Values, key: MessageKey, kind: 'input' | 'choice' = 'input') => {
    const label = t(key);
    return { name, label, required: true, rules: [schemaRule(schema.shape[name], label, kind)] };
  };
  return (
    <FormModal<Values>
      title={t(model ? 'referenceAdmin.editEquipmentModel' : 'referenceAdmin.newEquipmentModel')}
      name="equipment-model"
      initialValues={
        model
          ? {
              model: model.model,
              productLineCode: model.productLineCode,
              kind: model.kind,
              nameCn: model.nameCn ?? '',
              nameEn: model.nameEn ?? '',
              nameKr: model.nameKr ?? '',
            }
          : { ...(productLine ? { productLineCode: productLine } : {}) }
      }
      onSubmit={async (values) => {
        await save.mutateAsync({ ...values, ...(model ? { id: model.id, model: model.model } : {}) });
        notify.success(t('common.saved'));
      }}
      onClose={onClose}
    >
      <Form.Item
        {...field('model', 'referenceAdmin.modelCode')}
        extra={model ? undefined : t('referenceAdmin.codeHelp')}
      >
        <Input maxLength={32} disabled={model !== null} />
      </Form.Item>
      <Form.Item {...field('productLineCode', 'referenceAdmin.productLine', 'choice')}>
        <LazySelect<string>
          options={lines.map((line) => ({ value: line.code, label: lineName(line.code) }))}
        />
      </Form.Item>
      <Form.Item
        name="kind"
        label={t('referenceAdmin.kind')}
        required
        rules={[
          schemaRule(
            // Nothing chosen asks to choose (an enum alone would list its values).
            schema.shape.kind.optional().refine((kind) => kind !== undefined, 'validation.required'),
            t('referenceAdmin.kind'),
            'choice',
          ),
        ]}
      >
        <LazySelect<string>
          options={equipmentKinds.map((kind) => ({
            value: kind,
            label: t(`codeTable.EQUIPMENT_KIND.${kind}`),
          }))}
        />
      </Form.Item>
      <Form.Item {...field('nameCn', 'systemSettings.nameCn')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item {...field('nameEn', 'systemSettings.nameEn')}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item {...field('nameKr', 'systemSettings.nameKr')}>
        <Input maxLength={200} />
      </Form.Item>
    </FormModal>
  );
}
