import { Descriptions, Form, Modal } from 'antd';
import { Typography } from '../../../components/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { Money } from '../../../components/money';
import { notify } from '../../../lib/notify';
import { ignoreReported } from '../../../lib/request';
import { useAcceptedFormalQuotations, useCreateSupplementary } from '../api/supplementary-quotations';
import { LazySelect } from '../../../components/lazy-select';

/**
 * A new supplementary quotation: the planner picks an accepted formal quotation (searched as one types);
 * the server makes a draft of it without lines (in its currency and terms), whose configuration opens next.
 */
export function SupplementaryCreateModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [formalId, setFormalId] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const formals = useAcceptedFormalQuotations(keyword.trim());
  const create = useCreateSupplementary();
  const rows = formals.data?.list ?? [];
  const chosen = rows.find((row) => row.id === formalId);
  const label = t('quotation.supplementary.field.formal');

  const submit = async () => {
    if (formalId === null) {
      setMissing(true);
      return;
    }
    try {
      const made = await create.mutateAsync({ id: formalId, lines: [] });
      notify.success(t('quotation.supplementary.done.created', { no: made.quotationNo }));
      onClose();
      void navigate(paths.supplementaryQuotation(made.id));
    } catch (error) {
      ignoreReported(error);
    }
  };

  return (
    <Modal
      open
      title={t('quotation.supplementary.createTitle')}
      okText={t('quotation.supplementary.action.create')}
      cancelText={t('widget.cancel')}
      okButtonProps={{ loading: create.isPending }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <Form layout="vertical" name="supplementary-create" onFinish={() => void submit()}>
        <Typography.Paragraph type="secondary">
          {t('quotation.supplementary.createHint')}
        </Typography.Paragraph>
        <Form.Item
          label={label}
          required
          validateStatus={missing ? 'error' : undefined}
          help={missing ? t('validation.requiredSelect', { name: label }) : undefined}
        >
          <LazySelect
            aria-label={label}
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            value={formalId}
            loading={formals.isFetching}
            placeholder={t('quotation.supplementary.formalPlaceholder')}
            notFoundContent={t('quotation.supplementary.noAcceptedFormal')}
            onChange={(id: number) => {
              setFormalId(id);
              setMissing(false);
            }}
            options={rows.map((row) => ({
              value: row.id,
              label: `${row.quotationNo} · ${t('quotation.versionLabel', { version: row.version })} · ${row.projectName} · ${row.customerName}`,
            }))}
          />
        </Form.Item>
        {chosen ? (
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'company', label: t('quotation.field.company'), children: chosen.companyName },
              { key: 'order', label: t('quotation.field.order'), children: chosen.orderNo ?? '--' },
              {
                key: 'total',
                label: t('quotation.field.total'),
                children: <Money value={chosen.total} currency={chosen.currency} />,
              },
            ]}
          />
        ) : null}
      </Form>
    </Modal>
  );
}
