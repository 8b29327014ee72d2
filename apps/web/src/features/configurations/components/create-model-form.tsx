import type { ItemInfo, ModelItem } from '@portal/contract';
import { Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useProductLines } from '../../../lib/use-product-lines';
import { useCreateModel } from '../api/model-mutations';
import { ItemSelect } from './item-select';
import { LazySelect } from '../../../components/lazy-select';

/** A new configurable product: code, names, product line and base material; then the editor opens. */
export function CreateModelForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const productLines = useProductLines();
  const create = useCreateModel();
  const [code, setCode] = useState('');
  const [names, setNames] = useState({ cn: '', en: '', kr: '' });
  const [productLineCode, setProductLineCode] = useState<string | undefined>();
  const [base, setBase] = useState<{ item: ModelItem; info: ItemInfo } | undefined>();
  const submit = () => {
    if (!base) return;
    create.mutateAsync({ code, names, productLineCode, baseMaterialId: base.item.id }).then(
      ({ id }) => navigate(paths.configurationEditor(id), { replace: true }),
      () => undefined,
    );
  };
  return (
    <Card size="small" title={t('configuration.createTitle')}>
      <Form layout="vertical" style={{ maxWidth: 520 }} requiredMark>
        <Form.Item label={t('configuration.field.code')} required>
          <Input
            aria-label={t('configuration.field.code')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </Form.Item>
        <Form.Item label={t('configuration.field.nameCn')} required>
          <Input
            aria-label={t('configuration.field.nameCn')}
            value={names.cn}
            onChange={(e) => setNames({ ...names, cn: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={t('configuration.field.nameEn')}>
          <Input
            aria-label={t('configuration.field.nameEn')}
            value={names.en}
            onChange={(e) => setNames({ ...names, en: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={t('configuration.field.nameKr')}>
          <Input
            aria-label={t('configuration.field.nameKr')}
            value={names.kr}
            onChange={(e) => setNames({ ...names, kr: e.target.value })}
          />
        </Form.Item>
        <Form.Item label={t('configuration.field.productLine')}>
          <LazySelect
            aria-label={t('configuration.field.productLine')}
            allowClear
            value={productLineCode}
            options={productLines.options}
            onChange={setProductLineCode}
          />
        </Form.Item>
        <Form.Item label={t('configuration.field.baseMaterial')} required>
          <ItemSelect
            ariaLabel={t('configuration.field.baseMaterial')}
            materialsOnly
            placeholder={t('configuration.keywordPlaceholder')}
            value={base?.item}
            known={new Map(base ? [[`${base.item.kind}:${base.item.id}`, base.info]] : [])}
            onChange={(item, info) => setBase({ item, info })}
          />
        </Form.Item>
        <Button
          type="primary"
          disabled={!code || !names.cn || !base}
          loading={create.isPending}
          onClick={submit}
        >
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
