import { Button, Card, Flex, Form } from 'antd';
import { Typography } from '../../../components/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { Money } from '../../../components/money';
import { notify } from '../../../lib/notify';
import { ignoreReported } from '../../../lib/request';
import { useApprovedSolutions } from '../api/approved-solutions';
import { useMoveQuotation } from '../api/move-quotation';
import { LazySelect } from '../../../components/lazy-select';

/**
 * A new planning quotation: the planner picks an approved solution (searched as one types) and the server
 * prices its lines into a draft, whose editor opens next.
 */
export function QuotationCreate() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [solutionId, setSolutionId] = useState<number | null>(null);
  const [missing, setMissing] = useState(false);
  const solutions = useApprovedSolutions(keyword.trim());
  const create = useMoveQuotation();
  const rows = solutions.data?.list ?? [];
  const chosen = rows.find((row) => row.id === solutionId);

  const submit = async () => {
    if (solutionId === null) {
      setMissing(true);
      return;
    }
    try {
      const made = await create.mutateAsync({ action: 'createFromSolution', body: { solutionId } });
      notify.success(t('quotation.done.created', { no: made.quotationNo }));
      void navigate(paths.quotationDetail(made.id));
    } catch (error) {
      ignoreReported(error);
    }
  };

  return (
    <Card size="small" title={t('quotation.createTitle')}>
      <Form
        layout="vertical"
        name="quotation-create"
        onFinish={() => void submit()}
        style={{ maxWidth: 720 }}
      >
        <Typography.Paragraph type="secondary">{t('quotation.createHint')}</Typography.Paragraph>
        <Form.Item
          label={t('quotation.field.solution')}
          required
          validateStatus={missing ? 'error' : undefined}
          help={missing ? t('validation.requiredSelect', { name: t('quotation.field.solution') }) : undefined}
        >
          <LazySelect
            aria-label={t('quotation.field.solution')}
            showSearch={{ filterOption: false, onSearch: setKeyword }}
            value={solutionId}
            loading={solutions.isFetching}
            placeholder={t('quotation.solutionPlaceholder')}
            notFoundContent={t('quotation.noApprovedSolution')}
            onChange={(id: number) => {
              setSolutionId(id);
              setMissing(false);
            }}
            options={rows.map((row) => ({
              value: row.id,
              label: `${row.solutionNo} · ${t('quotation.versionLabel', { version: row.version })} · ${row.title} · ${row.customerName}`,
            }))}
          />
        </Form.Item>
        {chosen ? (
          <Flex gap={8} style={{ marginBottom: 16 }} wrap>
            <Typography.Text type="secondary">{t('quotation.solutionListTotal')}</Typography.Text>
            <Money value={chosen.listTotal} currency={chosen.currency} />
          </Flex>
        ) : null}
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('quotation.action.createFromSolution')}
          </Button>
          <Button onClick={() => void navigate(paths.quotationList)}>{t('widget.cancel')}</Button>
        </Flex>
      </Form>
    </Card>
  );
}
