import type { MessageKey, SaveVirtualMaterialBody, VirtualMaterial } from '@portal/contract';
import { currencyMinorUnits, materialsEndpoints, saveVirtualMaterialBodySchema } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Col, Form, Input, Row, Skeleton, Space } from 'antd';
import { Typography } from '../../../components/typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { Popconfirm } from '../../../components/confirmations';
import { DateTime } from '../../../components/date-time';
import { Money } from '../../../components/money';
import { requestFieldErrors, schemaFieldErrors, showFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { ignoreReported, request } from '../../../lib/request';
import { useProductLines } from '../../../lib/use-product-lines';
import { useMaterialLookup, useVirtualMaterial, virtualMaterialKeys } from '../api/virtual-material-queries';
import { AttributeEditor } from './attribute-editor';
import { useVirtualMaterialCodes, VirtualMaterialStatusTag } from './virtual-material-codes';
import { LazySelect } from '../../../components/lazy-select';

/** A form's values as a plain object. */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const currencies = Object.keys(currencyMinorUnits).map((code) => ({ value: code, label: code }));

/** A form's values from a stored record (or the defaults of a new one). */
function formValues(vm: VirtualMaterial | undefined) {
  if (!vm) return { currency: 'CNY', unit: 'PCS', attributes: [] };
  return {
    nameCn: vm.nameCn,
    nameEn: vm.nameEn,
    nameKr: vm.nameKr ?? '',
    productLineCode: vm.productLineCode,
    functionStructure: vm.functionStructure,
    unit: vm.unit,
    referencePrice: vm.referencePrice ?? '',
    currency: vm.currency,
    attributes: vm.attributes,
  };
}

/** /virtual/detail: one virtual material (or a new one when `id` is 0): its form, status moves and replacement. */
export function VirtualMaterialDetail({ id }: { id: number }) {
  const query = useVirtualMaterial(id);
  if (id > 0 && !query.data) return <Skeleton active />;
  return <VirtualMaterialForm key={query.data?.rowVersion ?? 'new'} vm={query.data} />;
}

function VirtualMaterialForm({ vm }: { vm: VirtualMaterial | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm();
  const codes = useVirtualMaterialCodes();
  const productLines = useProductLines();
  const editable = !vm || vm.actions.includes('edit');
  const initial = useMemo(() => formValues(vm), [vm]);

  const refreshed = (saved: VirtualMaterial) => {
    queryClient.setQueryData(virtualMaterialKeys.info(saved.id), saved);
    void queryClient.invalidateQueries({ queryKey: [...virtualMaterialKeys.all, 'page'] });
  };
  const label = (field: string): string => {
    const top = field.split('.')[0] ?? field;
    const keys: Record<string, MessageKey | undefined> = {
      nameCn: 'material.field.nameCn',
      nameEn: 'material.field.nameEn',
      nameKr: 'material.field.nameKr',
      productLineCode: 'material.field.productLine',
      functionStructure: 'material.field.functionStructure',
      unit: 'material.field.unit',
      referencePrice: 'material.field.referencePrice',
      currency: 'material.field.currency',
      attributes: 'material.field.attributes',
    };
    const key = keys[top];
    return key ? t(key) : field;
  };

  const save = useMutation({
    mutationFn: (body: SaveVirtualMaterialBody) => request(materialsEndpoints.saveVirtualMaterial, { body }),
    onSuccess: (saved) => {
      notify.success(t('material.saved', { record: saved.code }));
      refreshed(saved);
      if (!vm) void navigate(paths.virtualMaterialDetail(saved.id), { replace: true });
    },
    onError: (error) => {
      showFieldErrors(form, requestFieldErrors(error));
      ignoreReported(error);
    },
  });
  const move = useMutation({
    mutationFn: (action: 'activate' | 'retire') =>
      request(
        action === 'activate'
          ? materialsEndpoints.activateVirtualMaterial
          : materialsEndpoints.retireVirtualMaterial,
        { body: { id: vm!.id, rowVersion: vm!.rowVersion } },
      ),
    onSuccess: (saved, action) => {
      notify.success(
        t(action === 'activate' ? 'material.activated' : 'material.retired', { code: saved.code }),
      );
      refreshed(saved);
    },
    onError: ignoreReported,
  });

  const submit = () => {
    const values: unknown = form.getFieldsValue(true);
    const body = {
      ...(isRecord(values) ? values : {}),
      ...(vm ? { id: vm.id, rowVersion: vm.rowVersion } : {}),
    };
    const errors = schemaFieldErrors(saveVirtualMaterialBodySchema, body, label, (field) =>
      ['productLineCode', 'functionStructure', 'unit'].includes(field),
    );
    if (errors.length > 0) {
      showFieldErrors(form, errors);
      return;
    }
    save.mutate(saveVirtualMaterialBodySchema.parse(body));
  };

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card>
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <Space wrap>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {vm ? `${vm.code} ${vm.name}` : t('material.createTitle')}
            </Typography.Title>
            {vm && <VirtualMaterialStatusTag status={vm.status} />}
          </Space>
          <Space wrap>
            <Button onClick={() => void navigate(paths.virtualMaterialList)}>
              {t('material.action.backToList')}
            </Button>
            {vm?.actions.includes('activate') && (
              <Popconfirm
                title={t('material.confirm.activate', { code: vm.code })}
                onConfirm={() => move.mutate('activate')}
              >
                <Button loading={move.isPending}>{t('material.action.activate')}</Button>
              </Popconfirm>
            )}
            {vm?.actions.includes('retire') && (
              <Popconfirm
                title={t('material.confirm.retire', { code: vm.code })}
                onConfirm={() => move.mutate('retire')}
              >
                <Button danger loading={move.isPending}>
                  {t('material.action.retire')}
                </Button>
              </Popconfirm>
            )}
            {editable && (
              <Button type="primary" loading={save.isPending} onClick={submit}>
                {t('material.action.save')}
              </Button>
            )}
          </Space>
        </Space>
      </Card>
      <Card>
        <Form form={form} layout="vertical" initialValues={initial} disabled={!editable}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="nameCn" label={t('material.field.nameCn')} required>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="nameEn" label={t('material.field.nameEn')} required>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="nameKr" label={t('material.field.nameKr')}>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="productLineCode" label={t('material.field.productLine')} required>
                <LazySelect options={productLines.options} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="functionStructure" label={t('material.field.functionStructure')} required>
                <LazySelect options={codes.structures} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="unit" label={t('material.field.unit')} required>
                <LazySelect options={codes.units} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="referencePrice" label={t('material.field.referencePrice')}>
                <Input inputMode="decimal" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="currency" label={t('material.field.currency')}>
                <LazySelect options={currencies} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item label={t('material.field.attributes')}>
            <AttributeEditor disabled={!editable} />
          </Form.Item>
        </Form>
      </Card>
      {vm && <ReplacementCard vm={vm} onSaved={refreshed} />}
    </Space>
  );
}

/** The real material that replaces the virtual one; a picker when the reader may link one. */
function ReplacementCard({ vm, onSaved }: { vm: VirtualMaterial; onSaved: (vm: VirtualMaterial) => void }) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const canLink = vm.actions.includes('linkReplacement');
  const lookup = useMaterialLookup(keyword);
  const link = useMutation({
    mutationFn: (materialId: number | null) =>
      request(materialsEndpoints.linkReplacement, {
        body: { id: vm.id, rowVersion: vm.rowVersion, materialId },
      }),
    onSuccess: (saved) => {
      notify.success(t('material.replacementLinked', { code: saved.code }));
      onSaved(saved);
    },
    onError: ignoreReported,
  });
  return (
    <Card title={t('material.field.replacedBy')}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text>
          {vm.replacedBy ? `${vm.replacedBy.code} ${vm.replacedBy.name}` : t('material.replacement.none')}
        </Typography.Text>
        {canLink && (
          <Space wrap>
            <LazySelect
              showSearch
              filterOption={false}
              style={{ width: 360 }}
              placeholder={t('material.replacement.placeholder')}
              aria-label={t('material.action.linkReplacement')}
              onSearch={setKeyword}
              loading={lookup.isFetching}
              options={(lookup.data ?? []).map((m) => ({ value: m.id, label: `${m.code} ${m.name}` }))}
              onChange={(value: number) => link.mutate(value)}
            />
            {vm.replacedBy && (
              <Button onClick={() => link.mutate(null)}>{t('material.replacement.clear')}</Button>
            )}
          </Space>
        )}
        <Typography.Text type="secondary">
          {t('material.field.updatedAt')}: <DateTime value={vm.updatedAt} /> ·{' '}
          {t('material.field.referencePrice')}: <Money value={vm.referencePrice} currency={vm.currency} />
        </Typography.Text>
      </Space>
    </Card>
  );
}
