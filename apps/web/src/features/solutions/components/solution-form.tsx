import type { SaveSolutionBody, SolutionInfo } from '@portal/contract';
import { limits, saveSolutionBodySchema } from '@portal/contract';
import { Button, Card, Flex, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { UploadedFile } from '../../../components/file-upload';
import { attachedUpload, FileUpload, finishedFileIds } from '../../../components/file-upload';
import { schemaFieldErrors, showCheckErrors, showRequestError } from '../../../lib/form-errors';
import { schemaRule } from '../../../lib/form-rules';
import { notify } from '../../../lib/notify';
import { useDesignableOpportunities } from '../api/designable-opportunities';
import { useSaveSolution } from '../api/save-solution';
import type { LineItemPickers } from './solution-lines';
import type { LineValue } from './solution-lines';
import { SolutionLinesEditor } from './solution-lines';
import { LazySelect } from '../../../components/lazy-select';

interface Values {
  opportunityId?: number;
  title: string;
  notes?: string | null;
  lines: LineValue[];
  files: UploadedFile[];
}

const shape = saveSolutionBodySchema.shape;

/** The opportunity a new solution is for: the reader's open opportunities, searched as one types. */
function OpportunityPick({
  value,
  onChange,
  onProductLine,
}: {
  value?: number;
  onChange?: (id: number) => void;
  onProductLine: (code: string) => void;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const { data, isFetching } = useDesignableOpportunities(keyword, true);
  // A solution started from an opportunity's detail: its product line once the list names it.
  useEffect(() => {
    const chosen = data?.list.find((row) => row.id === value);
    if (chosen) onProductLine(chosen.productLineCode);
  }, [data, value, onProductLine]);
  return (
    <LazySelect
      aria-label={t('solution.field.opportunity')}
      value={value}
      onChange={(id: number) => {
        onChange?.(id);
        const chosen = data?.list.find((row) => row.id === id);
        if (chosen) onProductLine(chosen.productLineCode);
      }}
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      loading={isFetching}
      placeholder={t('solution.form.opportunityPlaceholder')}
      options={(data?.list ?? []).map((row) => ({
        value: row.id,
        label: `${row.opptNo} · ${row.projectName} · ${row.customerName}`,
      }))}
    />
  );
}

/**
 * Creates a solution (of a chosen opportunity) or edits the one given: title, notes, lines, drawings
 * and documents. Checked with the contract's schema before sending; the server prices the lines.
 */
export function SolutionForm({
  solution,
  opportunityId,
  productLineCode,
  pickers,
  onSaved,
}: {
  solution?: SolutionInfo;
  opportunityId?: number;
  productLineCode: string;
  pickers: (productLineCode: string) => LineItemPickers;
  onSaved?: (saved: SolutionInfo) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [productLine, setProductLine] = useState(productLineCode);
  const [form] = Form.useForm<Values>();
  const save = useSaveSolution();

  useEffect(() => {
    if (!solution) return;
    form.setFieldsValue({
      title: solution.title,
      notes: solution.notes,
      lines: solution.lines.map((line) => ({
        kind: line.kind,
        itemId: line.itemId,
        code: line.code,
        name: line.name,
        quantity: line.quantity,
        note: line.note,
      })),
      files: solution.files.map(attachedUpload),
    });
  }, [solution, form]);

  const label = (field: string) => {
    if (field.startsWith('lines.')) {
      const [, index, part] = field.split('.');
      const name = part === 'quantity' ? t('solution.line.quantity') : t('solution.line.name');
      return `${name} ${Number(index) + 1}`;
    }
    const names: Record<string, string> = {
      opportunityId: t('solution.field.opportunity'),
      title: t('solution.field.title'),
      notes: t('solution.field.notes'),
      fileIds: t('solution.field.files'),
    };
    return names[field] ?? field;
  };

  const finish = async () => {
    const values: Values = form.getFieldsValue(true);
    const body: SaveSolutionBody = {
      ...(solution
        ? { id: solution.id, rowVersion: solution.rowVersion }
        : { opportunityId: values.opportunityId }),
      title: values.title ?? '',
      notes: values.notes ?? null,
      lines: (values.lines ?? []).map((line) => ({
        kind: line.kind,
        itemId: line.itemId,
        quantity: String(line.quantity ?? '').trim(),
        note: line.note ?? null,
      })),
      fileIds: finishedFileIds(values.files),
    };
    const errors = schemaFieldErrors(
      saveSolutionBodySchema,
      body,
      label,
      (field) => field === 'opportunityId',
    );
    if (showCheckErrors(form, errors)) return;
    try {
      const saved = await save.mutateAsync(body);
      notify.success(t('solution.done.saved', { no: saved.solutionNo }));
      if (onSaved) onSaved(saved);
      else void navigate(paths.solutionDesign(saved.id), { replace: true });
    } catch (error) {
      showRequestError(form, error);
    }
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{ opportunityId, lines: [], files: [] }}
      onFinish={() => void finish()}
    >
      <Card size="small" style={{ marginBottom: 16 }}>
        {solution ? null : (
          <Form.Item
            name="opportunityId"
            label={t('solution.field.opportunity')}
            required
            rules={[schemaRule(shape.opportunityId.unwrap(), t('solution.field.opportunity'), 'choice')]}
          >
            <OpportunityPick onProductLine={setProductLine} />
          </Form.Item>
        )}
        <Form.Item
          name="title"
          label={t('solution.field.title')}
          required
          rules={[schemaRule(shape.title, t('solution.field.title'))]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="notes" label={t('solution.field.notes')}>
          <Input.TextArea rows={3} maxLength={5000} />
        </Form.Item>
      </Card>
      <Card size="small" title={t('solution.field.lines')} style={{ marginBottom: 16 }}>
        <SolutionLinesEditor productLineCode={productLine} pickers={pickers(productLine)} />
      </Card>
      <Card size="small" title={t('solution.field.files')} style={{ marginBottom: 16 }}>
        <Form.Item
          name="files"
          extra={t('solution.form.filesHint', { size: limits.uploadMaxMb })}
          style={{ margin: 0 }}
        >
          <FileUpload mode="list" multiple maxCount={20} />
        </Form.Item>
      </Card>
      <Flex justify="flex-end" gap={8}>
        <Button onClick={() => navigate(solution ? paths.solutionDesign(solution.id) : paths.solutionList)}>
          {t('widget.cancel')}
        </Button>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('solution.form.save')}
        </Button>
      </Flex>
    </Form>
  );
}
