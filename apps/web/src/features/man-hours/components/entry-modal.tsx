import type { TimeEntry, TimeEntryKind } from '@portal/contract';
import { manHourLimits, saveTimeEntryBodySchema, timeEntryKinds } from '@portal/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { SelectField } from '../../../components/select-field';
import { schemaRule } from '../../../lib/form-rules';
import { notify } from '../../../lib/notify';
import { useSaveEntry, useSubjectOptions } from '../api/man-hours';
import { daysOf, weekdayKeys } from './week-dates';

interface Values {
  workDate: string;
  hours: string;
  kind: TimeEntryKind;
  subjectId: number;
  note?: string;
}

const fields = saveTimeEntryBodySchema.shape;

/** Logs hours (or changes an entry) on one day of the shown week, against a record of the chosen kind. */
export function EntryModal({
  weekStart,
  userId,
  entry,
  day,
  onClose,
}: {
  weekStart: string;
  userId: number;
  entry?: TimeEntry;
  day?: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const kind = Form.useWatch('kind', form) ?? entry?.kind ?? 'ticket';
  const subjects = useSubjectOptions(kind);
  const save = useSaveEntry();
  const days = daysOf(weekStart).map((date, i) => ({ value: date, label: `${t(weekdayKeys[i]!)} ${date}` }));

  const submit = async (values: Values) => {
    await save.mutateAsync({
      ...(entry ? { id: entry.id, rowVersion: entry.rowVersion } : {}),
      userId,
      workDate: values.workDate,
      hours: values.hours,
      kind: values.kind,
      subjectId: values.subjectId,
      note: values.note ?? null,
    });
    notify.success(t('manHours.saved'));
  };

  return (
    <FormModal<Values>
      name="time-entry"
      form={form}
      title={entry ? t('manHours.editEntry') : t('manHours.newEntry')}
      initialValues={{
        workDate: entry?.workDate ?? day ?? weekStart,
        hours: entry?.hours.replace(/\.0$/, '') ?? '',
        kind: entry?.kind ?? 'ticket',
        subjectId: entry?.subjectId,
        note: entry?.note ?? '',
      }}
      onValuesChange={(changed: Partial<Values>) => {
        if (changed.kind) form.setFieldValue('subjectId', undefined);
      }}
      onSubmit={submit}
      onClose={onClose}
    >
      <Form.Item name="workDate" label={t('manHours.field.workDate')} required>
        <SelectField options={days} allowClear={false} />
      </Form.Item>
      <Form.Item
        name="hours"
        label={t('manHours.field.hours')}
        required
        rules={[schemaRule(fields.hours, t('manHours.field.hours'))]}
      >
        <Input inputMode="decimal" maxLength={4} placeholder="7.5" />
      </Form.Item>
      <Form.Item name="kind" label={t('manHours.field.kind')} required>
        <SelectField
          allowClear={false}
          options={timeEntryKinds.map((value) => ({ value, label: t(`manHours.kind.${value}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="subjectId"
        label={t('manHours.field.subject')}
        required
        rules={[schemaRule(fields.subjectId, t('manHours.field.subject'), 'choice')]}
      >
        <SelectField
          options={subjects.data ?? []}
          valueName="id"
          labelName="label"
          searchable
          loading={subjects.isLoading}
        />
      </Form.Item>
      <Form.Item name="note" label={t('manHours.field.note')}>
        <Input.TextArea maxLength={manHourLimits.note} rows={2} />
      </Form.Item>
    </FormModal>
  );
}
