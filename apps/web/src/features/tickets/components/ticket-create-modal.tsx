import type { InstalledEquipment, TicketPriority, TicketType } from '@portal/contract';
import {
  createTicketBodySchema,
  documentExtensions,
  partnerCompanyName,
  limits,
  ticketFieldLimits,
  ticketMaxFiles,
  ticketPriorities,
  ticketTypes,
} from '@portal/contract';
import { Descriptions, Form, Input, Spin } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { UploadedFile } from '../../../components/file-upload';
import { FileUpload, finishedFileIds } from '../../../components/file-upload';
import { FormModal } from '../../../components/form-modal';
import { LazySelect } from '../../../components/lazy-select';
import { paths } from '../../../config/paths';
import { useAppState } from '../../../lib/app-state';
import { companyLabel } from '../../../lib/company-label';
import { schemaRule } from '../../../lib/form-rules';
import { notify } from '../../../lib/notify';
import { useCreateTicket } from '../api/create-ticket';
import { useEquipmentCompanies, useEquipmentOptions } from '../api/list-equipment';

interface Values {
  companyId?: number;
  equipmentId?: number;
  type?: TicketType;
  priority?: TicketPriority;
  title?: string;
  description?: string;
  files?: UploadedFile[];
}

const searchDelayMs = 300;
const shape = createTicketBodySchema.shape;

/** The installed equipment, searched on the server by serial number, model or customer as the user types. */
function EquipmentSelect({
  value,
  onChange,
  companyId,
  onPicked,
  ...rest
}: {
  value?: number;
  onChange?: (value: number | undefined) => void;
  companyId: number | undefined;
  onPicked: (equipment: InstalledEquipment | undefined) => void;
  id?: string;
  'aria-label'?: string;
}) {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { data, isFetching } = useEquipmentOptions(keyword, companyId);
  const options = useMemo(
    () =>
      (data ?? []).map((equipment) => ({
        value: equipment.id,
        label: `${equipment.serialNo} · ${equipment.modelName}${equipment.customerName ? ` · ${equipment.customerName}` : ''}`,
        equipment,
      })),
    [data],
  );
  return (
    <LazySelect<number>
      {...rest}
      value={value}
      options={options}
      showSearch={{
        filterOption: false,
        onSearch: (text: string) => {
          clearTimeout(timer.current);
          timer.current = setTimeout(() => setKeyword(text.trim()), searchDelayMs);
        },
      }}
      loading={isFetching}
      placeholder={t('ticket.equipmentPlaceholder')}
      notFoundContent={isFetching ? <Spin size="small" /> : t('widget.empty')}
      onChange={(next, option) => {
        onChange?.(next ?? undefined);
        onPicked(option && !Array.isArray(option) ? option.equipment : undefined);
      }}
    />
  );
}

/**
 * Raises a ticket: the installed equipment picked by serial number (model, customer, site and order follow
 * from it), type, priority, title, description and photos or other attachments. Staff pick the partner
 * company first (its equipment is then offered); a partner's is its own.
 */
export function TicketCreateModal({ isStaff, onClose }: { isStaff: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useAppState((s) => s.language);
  const [form] = Form.useForm<Values>();
  const create = useCreateTicket();
  const [equipment, setEquipment] = useState<InstalledEquipment | undefined>(undefined);
  const companyId = Form.useWatch('companyId', form);
  const companies = useEquipmentCompanies(isStaff);

  const submit = async (values: Values) => {
    const raised = await create.mutateAsync({
      equipmentId: values.equipmentId,
      companyId: isStaff ? (values.companyId ?? equipment?.companyId) : undefined,
      type: values.type ?? 'repair',
      priority: values.priority ?? 'normal',
      title: values.title ?? '',
      description: values.description ?? null,
      fileIds: finishedFileIds(values.files),
    });
    notify.success(t('ticket.created', { ticketNo: raised.ticketNo }));
    void navigate(paths.ticketDetail(raised.id));
  };

  const label = {
    company: t('ticket.field.partner'),
    equipment: t('ticket.field.equipment'),
    type: t('ticket.field.type'),
    priority: t('ticket.field.priority'),
    title: t('ticket.field.title'),
  };

  return (
    <FormModal<Values>
      name="ticket-create"
      title={t('ticket.create')}
      form={form}
      width={720}
      initialValues={{ type: 'repair', priority: 'normal', files: [] }}
      aliases={{ serialNo: 'equipmentId', fileIds: 'files' }}
      onValuesChange={(changed) => {
        if ('companyId' in changed) {
          form.setFieldValue('equipmentId', undefined);
          setEquipment(undefined);
        }
      }}
      onSubmit={submit}
      onClose={onClose}
    >
      {isStaff ? (
        <Form.Item name="companyId" label={label.company}>
          <LazySelect<number>
            aria-label={label.company}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={companies.isLoading}
            options={(companies.data ?? []).map((company) => ({
              value: company.id,
              label: `${partnerCompanyName(company, language)} (${company.code})`,
            }))}
          />
        </Form.Item>
      ) : null}
      <Form.Item
        name="equipmentId"
        label={label.equipment}
        required
        rules={[schemaRule(shape.equipmentId.unwrap().unwrap(), label.equipment, 'choice')]}
      >
        <EquipmentSelect
          aria-label={label.equipment}
          companyId={isStaff ? companyId : undefined}
          onPicked={setEquipment}
        />
      </Form.Item>
      {equipment ? (
        <Descriptions
          size="small"
          column={2}
          style={{ marginBottom: 16 }}
          items={[
            { key: 'model', label: t('ticket.field.model'), children: equipment.modelName },
            { key: 'customer', label: t('ticket.field.customer'), children: equipment.customerName ?? '--' },
            { key: 'site', label: t('ticket.field.site'), children: t(`ticket.site.${equipment.site}`) },
            { key: 'order', label: t('ticket.field.order'), children: equipment.orderNo ?? '--' },
            ...(isStaff
              ? [{ key: 'partner', label: label.company, children: companyLabel(equipment, language) }]
              : []),
          ]}
        />
      ) : null}
      <Form.Item
        name="type"
        label={label.type}
        required
        rules={[schemaRule(shape.type, label.type, 'choice')]}
      >
        <LazySelect<TicketType>
          aria-label={label.type}
          options={ticketTypes.map((value) => ({ value, label: t(`ticket.type.${value}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="priority"
        label={label.priority}
        required
        rules={[schemaRule(shape.priority, label.priority, 'choice')]}
      >
        <LazySelect<TicketPriority>
          aria-label={label.priority}
          options={ticketPriorities.map((value) => ({ value, label: t(`ticket.priority.${value}`) }))}
        />
      </Form.Item>
      <Form.Item name="title" label={label.title} required rules={[schemaRule(shape.title, label.title)]}>
        <Input maxLength={ticketFieldLimits.title} />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('ticket.field.description')}
        rules={[schemaRule(shape.description, t('ticket.field.description'))]}
      >
        <Input.TextArea rows={3} maxLength={ticketFieldLimits.description} />
      </Form.Item>
      <Form.Item
        name="files"
        label={t('ticket.field.attachments')}
        extra={t('ticket.attachmentsHint', { size: limits.uploadMaxMb })}
      >
        <FileUpload mode="card" multiple maxCount={ticketMaxFiles} accept={[...documentExtensions]} />
      </Form.Item>
    </FormModal>
  );
}
