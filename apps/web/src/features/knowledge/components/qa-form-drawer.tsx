import type { Language, SaveQaBody } from '@portal/contract';
import { saveQaBodySchema } from '@portal/contract';
import { Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordDrawer } from '../../../components/record-drawer';
import { SelectField } from '../../../components/select-field';
import { schemaRule } from '../../../lib/form-rules';
import { notify } from '../../../lib/notify';
import { useQaInfo } from '../api/get-qa-info';
import { useSaveQa } from '../api/save-qa';
import { useAppState } from '../../../lib/app-state';
import { useProductLines } from '../../../lib/use-product-lines';
import { KnowledgeLanguageSelect } from './knowledge-language';
import { ignoreReported } from '../../../lib/request';

interface Values {
  question: string;
  answer: string;
  productLineCode?: string | null;
  language: Language;
}

const shape = saveQaBodySchema.shape;

/** Creates (id absent) or edits a QA entry. */
export function QaFormDrawer({ id, onClose }: { id?: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const productLines = useProductLines();
  // A new entry is written in the writer's language unless the writer picks another.
  const writerLanguage = useAppState((s) => s.language);
  const { data, isError } = useQaInfo(id);
  const save = useSaveQa();

  useEffect(() => {
    if (data)
      form.setFieldsValue({
        question: data.question,
        answer: data.answer,
        productLineCode: data.productLineCode,
        language: data.language,
      });
  }, [data, form]);

  const label = {
    question: t('knowledge.qa.question'),
    answer: t('knowledge.qa.answer'),
    productLine: t('knowledge.qa.productLine'),
    language: t('knowledge.field.language'),
  };

  const finish = async (values: Values) => {
    const body: SaveQaBody = {
      ...(id !== undefined ? { id, rowVersion: data?.rowVersion } : {}),
      question: values.question,
      answer: values.answer,
      productLineCode: values.productLineCode ?? null,
      language: values.language,
    };
    try {
      await save.mutateAsync(body);
      notify.success(t('knowledge.qa.saved'));
      onClose();
    } catch (error) {
      // Shown by the request module.
      ignoreReported(error);
    }
  };

  return (
    <RecordDrawer
      title={id === undefined ? t('knowledge.qa.createTitle') : t('knowledge.qa.editTitle')}
      failed={isError}
      loaded={id === undefined || data !== undefined}
      readOnly={false}
      saving={save.isPending}
      onSave={() => form.submit()}
      onClose={onClose}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={finish}
        initialValues={{ language: writerLanguage }}
      >
        <Form.Item
          name="question"
          label={label.question}
          required
          rules={[schemaRule(shape.question, label.question)]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} maxLength={500} showCount />
        </Form.Item>
        <Form.Item
          name="answer"
          label={label.answer}
          required
          rules={[schemaRule(shape.answer, label.answer)]}
        >
          <Input.TextArea autoSize={{ minRows: 6, maxRows: 16 }} maxLength={10_000} />
        </Form.Item>
        <Form.Item name="productLineCode" label={label.productLine}>
          <SelectField options={productLines.options} />
        </Form.Item>
        <Form.Item name="language" label={label.language} required>
          <KnowledgeLanguageSelect />
        </Form.Item>
      </Form>
    </RecordDrawer>
  );
}
