import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { equipmentKinds, reportLimits } from '@portal/contract';
import type { FormInstance } from 'antd';
import { Button, Flex, Form, InputNumber, Select, Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useEquipmentModels } from '../api/get-equipment-models';
import type { ReportFormValues } from './report-form-values';

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
    <Form.List name="lines">
      {(fields, { add, remove }, { errors }) => (
        <Flex vertical gap={8}>
          <Table
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={fields}
            locale={{ emptyText: t('report.form.noLines') }}
            columns={[
              { key: 'row', title: t('widget.index'), width: 60, render: (_v, _f, index) => index + 1 },
              {
                key: 'model',
                title: t('report.field.equipmentModel'),
                render: (_value, field, index) => (
                  <Form.Item name={[field.name, 'equipmentModelId']} style={{ margin: 0 }}>
                    <Select
                      aria-label={`${t('report.field.equipmentModel')} ${index + 1}`}
                      options={modelOptions}
                      showSearch={{ optionFilterProp: 'label' }}
                      loading={models.isFetching}
                      placeholder={
                        productLineCode
                          ? t('widget.select.placeholder')
                          : t('report.form.chooseProductLineFirst')
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
                render: (_value, field, index) => (
                  <Form.Item name={[field.name, 'kind']} style={{ margin: 0 }}>
                    <Select aria-label={`${t('report.field.kind')} ${index + 1}`} options={kindOptions} />
                  </Form.Item>
                ),
              },
              {
                key: 'quantity',
                title: t('report.field.quantity'),
                width: 140,
                render: (_value, field, index) => (
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
              {
                key: 'remove',
                width: 60,
                render: (_value, field, index) => (
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined aria-hidden />}
                    aria-label={t('report.action.removeLine', { row: index + 1 })}
                    onClick={() => remove(field.name)}
                  />
                ),
              },
            ]}
          />
          <Form.ErrorList errors={errors} />
          <div>
            <Button
              icon={<PlusOutlined aria-hidden />}
              onClick={() => add({ quantity: 1 })}
              disabled={!editable || fields.length >= reportLimits.maxLines}
            >
              {t('report.action.addLine')}
            </Button>
          </div>
        </Flex>
      )}
    </Form.List>
  );
}
