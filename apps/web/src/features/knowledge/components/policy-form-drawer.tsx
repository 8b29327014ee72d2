import type { Language, SavePolicyBody } from '@portal/contract';
import { formats, limits, savePolicyBodySchema } from '@portal/contract';
import { Alert, DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '../../../components/file-upload';
import { attachedUpload, FileUpload, finishedFileIds } from '../../../components/file-upload';
import { RecordDrawer } from '../../../components/record-drawer';
import { useAppState } from '../../../lib/app-state';
import { schemaRule } from '../../../lib/form-rules';
import { KnowledgeLanguageSelect } from './knowledge-language';
import { notify } from '../../../lib/notify';
import { usePolicyInfo } from '../api/get-policy-info';
import { useSavePolicy } from '../api/save-policy';
import { ignoreReported } from '../../../lib/request';

interface Values {
  title: string;
  body: string;
  effectiveFrom?: Dayjs | null;
  effectiveTo?: Dayjs | null;
  files?: UploadedFile[];
  language: Language;
}

const shape = savePolicyBodySchema.shape;
const day = (value: Dayjs | null | undefined) => (value ? value.format(formats.date) : null);

/** Creates (id absent) or edits a policy; a published one gets its next version on save. */
export function PolicyFormDrawer({ id, onClose }: { id?: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { data, isError } = usePolicyInfo(id);
  const save = useSavePolicy();
  // A new policy is written in the writer's language unless the writer picks another.
  const writerLanguage = useAppState((s) => s.language);

  useEffect(() => {
    if (data)
      form.setFieldsValue({
        title: data.title,
        language: data.language,
        body: data.body,
        effectiveFrom: dayjs(data.effectiveFrom),
        effectiveTo: data.effectiveTo ? dayjs(data.effectiveTo) : null,
        files: data.files.map(attachedUpload),
      });
  }, [data, form]);

  const label = {
    title: t('knowledge.policy.title'),
    language: t('knowledge.field.language'),
    body: t('knowledge.policy.body'),
    from: t('knowledge.policy.effectiveFrom'),
    to: t('knowledge.policy.effectiveTo'),
    files: t('knowledge.policy.attachments'),
  };

  const finish = async (values: Values) => {
    const body: SavePolicyBody = {
      ...(id !== undefined ? { id, rowVersion: data?.rowVersion } : {}),
      title: values.title,
      language: values.language,
      body: values.body,
      effectiveFrom: day(values.effectiveFrom) ?? '',
      effectiveTo: day(values.effectiveTo),
      fileIds: finishedFileIds(values.files),
    };
    try {
      await save.mutateAsync(body);
      notify.success(t('knowledge.policy.saved'));
      onClose();
    } catch (error) {
      // Shown by the request module.
      ignoreReported(error);
    }
  };

  return (
    <RecordDrawer
      title={
        id === undefined
          ? t('knowledge.policy.createTitle')
          : t('knowledge.policy.editTitle', { title: data?.title ?? '' })
      }
      failed={isError}
      loaded={id === undefined || data !== undefined}
      readOnly={false}
      saving={save.isPending}
      onSave={() => form.submit()}
      onClose={onClose}
    >
      {data?.published ? (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('knowledge.policy.revisionHint', { next: data.version + 1 })}
        />
      ) : null}
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={finish}
        initialValues={{ files: [], language: writerLanguage }}
      >
        <Form.Item name="title" label={label.title} required rules={[schemaRule(shape.title, label.title)]}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="language" label={label.language} required>
          <KnowledgeLanguageSelect />
        </Form.Item>
        <Form.Item name="body" label={label.body} required rules={[schemaRule(shape.body, label.body)]}>
          <Input.TextArea autoSize={{ minRows: 8, maxRows: 20 }} maxLength={20_000} />
        </Form.Item>
        <Form.Item
          name="effectiveFrom"
          label={label.from}
          required
          rules={[
            {
              validator: async (_rule, value: Dayjs | null | undefined) => {
                if (!value) throw new Error(t('validation.requiredSelect', { name: label.from }));
              },
            },
          ]}
        >
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="effectiveTo"
          label={label.to}
          dependencies={['effectiveFrom']}
          extra={t('knowledge.policy.openEnded')}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_rule, value: Dayjs | null | undefined) => {
                const from: unknown = getFieldValue('effectiveFrom');
                if (value && dayjs.isDayjs(from) && value.isBefore(from, 'day'))
                  throw new Error(t('knowledge.validation.effectiveTo'));
              },
            }),
          ]}
        >
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="files"
          label={label.files}
          extra={t('knowledge.policy.filesHint', { size: limits.uploadMaxMb })}
          rules={[
            {
              validator: async (_rule, files: UploadedFile[] | undefined) => {
                if (files?.some((file) => file.uploadStatus !== 'finished'))
                  throw new Error(t('knowledge.policy.filesUploading'));
              },
            },
          ]}
        >
          <FileUpload mode="list" multiple maxCount={20} />
        </Form.Item>
      </Form>
    </RecordDrawer>
  );
}
