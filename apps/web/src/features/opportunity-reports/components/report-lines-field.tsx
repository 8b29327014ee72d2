import { PlusOutlined } from '@ant-design/icons';
import { equipmentKinds, reportLimits } from '@portal/contract';
import type { FormInstance } from 'antd';
import { Button, Form, InputNumber } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LineTable } from '../../../components/line-table';
import { useEquipmentModels } from '../api/get-equipment-models';
import type { ReportFormValues } from './report-form-values';
import { LazySelect } from '../../../components/lazy-select';

export interface ReportLinesFieldProps {
  form: FormInstance<ReportFormValues>;
  productLineCode: string | undefined;
  editable: boolean;
}

/** The equipment lines: model (of the chosen product line), kind (from the model) and quantity. */
export function ReportLinesField({ form, productLineCode, editable }: ReportLinesFieldProps) {
  const { t } = useTranslation();
  const models = useEquipmentModels(productLineCode);
  const modelOptions = useMemo(
    () =>
      (models.data ?? []).map((model) => ({
        value: model.id,
        label: model.description ? `${model.model} · ${model.description}` : model.model,
      })),
    [models.data],
  );
  const kindOptions = equipmentKinds.map((kind) => ({
    value: kind,
    label: t(`codeTable.EQUIPMENT_KIND.${kind}`),
  }));

  return (
    <LineTable
      name="lines"
      emptyText={t('report.form.noLines')}
      removeLabel={(index) => t('report.action.removeLine', { row: index + 1 })}
      columns={[
        {
          key: 'model',
          title: t('report.field.equipmentModel'),
          render: (field, index) => (
            <Form.Item name={[field.name, 'equipmentModelId']} style={{ margin: 0 }}>
              <LazySelect
                aria-label={`${t('report.field.equipmentModel')} ${index + 1}`}
                options={modelOptions}
                showSearch={{ optionFilterProp: 'label' }}
                loading={models.isFetching}
                placeholder={
                  productLineCode ? t('widget.select.placeholder') : t('report.form.chooseProductLineFirst')
                }
                disabled={!productLineCode || !editable}
                onChange={(id: number) => {
                  const model = models.data?.find((candidate) => candidate.id === id);
                  if (model) form.setFieldValue(['lines', field.name, 'kind'], model.kind);
                }}
              />
            </Form.Item>
          ),
        },
        {
          key: 'kind',
          title: t('report.field.kind'),
          width: 200,
          render: (field, index) => (
            <Form.Item name={[field.name, 'kind']} style={{ margin: 0 }}>
              <LazySelect aria-label={`${t('report.field.kind')} ${index + 1}`} options={kindOptions} />
            </Form.Item>
          ),
        },
        {
          key: 'quantity',
          title: t('report.field.quantity'),
          width: 140,
          render: (field, index) => (
            <Form.Item name={[field.name, 'quantity']} style={{ margin: 0 }}>
              <InputNumber
                aria-label={`${t('report.field.quantity')} ${index + 1}`}
                min={1}
                max={100_000}
                precision={0}
                style={{ width: '100%' }}
              />
            </Form.Item>
          ),
        },
      ]}
      footer={({ add }, count) => (
        <div>
          <Button
            icon={<PlusOutlined aria-hidden />}
            onClick={() => add({ quantity: 1 })}
            disabled={!editable || count >= reportLimits.maxLines}
          >
            {t('report.action.addLine')}
          </Button>
        </div>
      )}
    />
  );
}
