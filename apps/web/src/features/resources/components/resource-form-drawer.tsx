import type { Resource, ResourceShelf, SaveResourceInput } from '@portal/contract';
import {
  categoriesOfShelf,
  filesEndpoints,
  languages,
  limits,
  resourceExtensions,
  saveResourceBodySchema,
} from '@portal/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UploadedFile } from '../../../components/file-upload';
import { attachedUpload, FileUpload, finishedFileIds } from '../../../components/file-upload';
import { useLanguageNames } from '../../../components/language-names';
import { RecordDrawer } from '../../../components/record-drawer';
import { SelectField } from '../../../components/select-field';
import { schemaRule } from '../../../lib/form-rules';
import { notify } from '../../../lib/notify';
import { ignoreReported } from '../../../lib/request';
import { useProductLines } from '../../../lib/use-product-lines';
import { useSaveResource } from '../api/resources';

type Values = Omit<SaveResourceInput, 'id' | 'rowVersion' | 'fileId'> & { files?: UploadedFile[] };
const shape = saveResourceBodySchema.shape;
const names = ['nameCn', 'nameEn', 'nameKr'] as const;
const descriptions = ['descriptionCn', 'descriptionEn', 'descriptionKr'] as const;
/** The server refuses a video past its own limit (RESOURCE_VIDEO_MAX_MB); the widget lets it try. */
const widgetMaxMb = 10_240;

/** Creates (no resource) or edits a resource of the shelf (staff keeping the library); another file is a new version. */
export function ResourceFormDrawer({
  shelf,
  resource,
  onClose,
}: {
  shelf: ResourceShelf;
  resource?: Resource;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveResource();
  const productLines = useProductLines();
  const languageNames = useLanguageNames();
  const categories = categoriesOfShelf(shelf).map((c) => ({ value: c, label: t(`resource.category.${c}`) }));

  const finish = async (values: Values) => {
    const { files, ...fields } = values;
    try {
      await save.mutateAsync({
        ...fields,
        fileId: finishedFileIds(files)[0] ?? '',
        ...(resource ? { id: resource.id, rowVersion: resource.rowVersion } : {}),
      });
      notify.success(t('resource.saved'));
      onClose();
    } catch (error) {
      ignoreReported(error);
    }
  };

  return (
    <RecordDrawer
      title={resource ? t('resource.edit') : t('resource.add')}
      failed={false}
      loaded
      readOnly={false}
      saving={save.isPending}
      onSave={() => form.submit()}
      onClose={onClose}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        onFinish={finish}
        initialValues={
          resource
            ? { ...resource, files: [attachedUpload({ id: resource.fileId, name: resource.fileName })] }
            : {
                category: categories[0]?.value,
                languages: ['en'],
                audienceCompanyTypes: [],
                audienceTiers: [],
              }
        }
      >
        <Form.Item
          name="files"
          label={t('resource.field.file')}
          required
          extra={`${t('resource.uploadHint', { size: limits.uploadMaxMb })}${resource ? ` ${t('resource.newVersionHint')}` : ''}`}
          rules={[
            {
              validator: (_, files?: UploadedFile[]) =>
                finishedFileIds(files).length === 1
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('resource.fileInvalid'))),
            },
          ]}
        >
          <FileUpload
            mode="list"
            endpoint={filesEndpoints.uploadResource}
            accept={[...resourceExtensions]}
            maxSizeMb={widgetMaxMb}
            maxCount={1}
          />
        </Form.Item>
        <Form.Item
          name="category"
          label={t('resource.field.category')}
          required
          rules={[schemaRule(shape.category, t('resource.field.category'), 'choice')]}
        >
          <SelectField options={categories} allowClear={false} />
        </Form.Item>
        <Form.Item name="productLineCode" label={t('resource.field.productLine')}>
          <SelectField options={productLines.options} />
        </Form.Item>
        {names.map((field) => (
          <Form.Item
            key={field}
            name={field}
            label={t(`resource.field.${field}`)}
            required
            rules={[schemaRule(shape[field], t(`resource.field.${field}`))]}
          >
            <Input maxLength={200} />
          </Form.Item>
        ))}
        <Form.Item
          name="languages"
          label={t('resource.field.languages')}
          required
          rules={[schemaRule(shape.languages, t('resource.field.languages'), 'choice')]}
        >
          <SelectField
            mode="multiple"
            options={languages.map((l) => ({ value: l, label: languageNames[l] }))}
          />
        </Form.Item>
        <Form.Item
          name="audienceCompanyTypes"
          label={t('resource.field.audienceTypes')}
          extra={t('resource.field.audienceAll')}
        >
          <SelectField
            mode="multiple"
            options={(['DISTRIBUTOR', 'SYSTEM_INTEGRATOR', 'SERVICE_PARTNER', 'RESELLER'] as const).map(
              (code) => ({
                value: code,
                label: t(`codeTable.PARTNER_TYPE.${code}`),
              }),
            )}
          />
        </Form.Item>
        <Form.Item
          name="audienceTiers"
          label={t('resource.field.audienceTiers')}
          extra={t('resource.field.audienceAll')}
        >
          <SelectField
            mode="multiple"
            options={(['TIER1', 'TIER2'] as const).map((code) => ({
              value: code,
              label: t(`codeTable.COMPANY_ROLE.${code}`),
            }))}
          />
        </Form.Item>
        {descriptions.map((field) => (
          <Form.Item
            key={field}
            name={field}
            label={t(`resource.field.${field}`)}
            rules={[schemaRule(shape[field], t(`resource.field.${field}`))]}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={2000} />
          </Form.Item>
        ))}
      </Form>
    </RecordDrawer>
  );
}
