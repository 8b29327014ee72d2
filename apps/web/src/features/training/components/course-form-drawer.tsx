import type { Course, SaveCourseInput } from '@portal/contract';
import { saveCourseBodySchema } from '@portal/contract';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { RecordDrawer } from '../../../components/record-drawer';
import { SelectField } from '../../../components/select-field';
import { schemaRule } from '../../../lib/form-rules';
import { notify } from '../../../lib/notify';
import { ignoreReported } from '../../../lib/request';
import { useProductLines } from '../../../lib/use-product-lines';
import { useCourseOptions, useSaveCourse } from '../api/courses';
import { useCourseName, useLevelOptions } from './training-labels';

type Values = Omit<SaveCourseInput, 'id' | 'rowVersion'>;
const shape = saveCourseBodySchema.shape;
const texts = ['nameCn', 'nameEn', 'nameKr'] as const;
const descriptions = ['descriptionCn', 'descriptionEn', 'descriptionKr'] as const;

/** Creates (no course) or edits a course; every field checked by the contract's schema. */
export function CourseFormDrawer({ course, onClose }: { course?: Course; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useSaveCourse();
  const levels = useLevelOptions();
  const productLines = useProductLines();
  const options = useCourseOptions();
  const courseName = useCourseName();
  const prerequisiteOptions = (options.data ?? [])
    .filter((o) => o.id !== course?.id)
    .map((o) => ({ value: o.id, label: `${o.code} ${courseName(o)}` }));

  const finish = async (values: Values) => {
    try {
      await save.mutateAsync({
        ...values,
        prerequisiteIds: values.prerequisiteIds ?? [],
        ...(course ? { id: course.id, rowVersion: course.rowVersion } : {}),
      });
      notify.success(t('training.courseSaved'));
      onClose();
    } catch (error) {
      ignoreReported(error);
    }
  };

  return (
    <RecordDrawer
      title={course ? t('training.editCourse') : t('training.newCourse')}
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
          course ?? { level: 'basic', durationHours: 8, validityMonths: 24, prerequisiteIds: [] }
        }
      >
        <Form.Item
          name="code"
          label={t('training.field.code')}
          required
          rules={[schemaRule(shape.code, t('training.field.code'))]}
        >
          <Input maxLength={64} />
        </Form.Item>
        {texts.map((field) => (
          <Form.Item
            key={field}
            name={field}
            label={t(`training.field.${field}`)}
            required
            rules={[schemaRule(shape[field], t(`training.field.${field}`))]}
          >
            <Input maxLength={200} />
          </Form.Item>
        ))}
        <Form.Item
          name="level"
          label={t('training.field.level')}
          required
          rules={[schemaRule(shape.level, t('training.field.level'), 'choice')]}
        >
          <SelectField options={levels} allowClear={false} />
        </Form.Item>
        <Form.Item
          name="durationHours"
          label={t('training.field.durationHours')}
          required
          rules={[schemaRule(shape.durationHours, t('training.field.durationHours'))]}
        >
          <InputNumber min={0.5} max={1000} step={0.5} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="validityMonths"
          label={t('training.field.validityMonths')}
          required
          rules={[schemaRule(shape.validityMonths, t('training.field.validityMonths'))]}
        >
          <InputNumber min={1} max={120} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="productLineCode" label={t('training.field.productLine')}>
          <SelectField options={productLines.options} />
        </Form.Item>
        <Form.Item
          name="prerequisiteIds"
          label={t('training.field.prerequisites')}
          rules={[schemaRule(shape.prerequisiteIds, t('training.field.prerequisites'), 'choice')]}
        >
          <SelectField mode="multiple" options={prerequisiteOptions} searchable />
        </Form.Item>
        {descriptions.map((field) => (
          <Form.Item
            key={field}
            name={field}
            label={t(`training.field.${field}`)}
            rules={[schemaRule(shape[field], t(`training.field.${field}`))]}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={4000} />
          </Form.Item>
        ))}
      </Form>
    </RecordDrawer>
  );
}
