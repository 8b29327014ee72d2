import type { CustomerContact, CustomerContactInput } from '@portal/contract';
import { customerContactFieldsSchema } from '@portal/contract';
import type { TableColumnsType } from 'antd';
import { Button, Col, Form, Input, Modal, Popconfirm, Row, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  clearChangedErrors,
  schemaFieldErrors,
  showCheckErrors,
  showRequestError,
} from '../../../lib/form-errors';
import { isOneOf } from '../../../lib/narrow';
import { notify } from '../../../lib/notify';
import { useDeleteCustomerContact, useSaveCustomerContact } from '../api/change-customer';

const fieldKeys = {
  name: 'customer.contact.name',
  title: 'customer.contact.title',
  phone: 'customer.contact.phone',
  email: 'customer.contact.email',
} as const;
const contactFields = ['name', 'title', 'phone', 'email'] as const;

/** A customer's contacts: a table, and with `editable` add, edit and remove. */
export function CustomerContacts({
  customerId,
  contacts,
  editable,
}: {
  customerId: number;
  contacts: CustomerContact[];
  editable: boolean;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<CustomerContact | 'new' | null>(null);
  const [form] = Form.useForm<CustomerContactInput>();
  const save = useSaveCustomerContact();
  const remove = useDeleteCustomerContact();

  const label = (field: string) => (isOneOf(contactFields, field) ? t(fieldKeys[field]) : field);

  const open = (contact: CustomerContact | 'new') => {
    setEditing(contact);
    form.setFieldsValue(
      contact === 'new'
        ? { name: '', title: '', phone: '', email: '' }
        : {
            name: contact.name,
            title: contact.title ?? '',
            phone: contact.phone ?? '',
            email: contact.email ?? '',
          },
    );
  };

  const submit = async () => {
    const values = form.getFieldsValue(true);
    const errors = schemaFieldErrors(customerContactFieldsSchema, values, label);
    if (showCheckErrors(form, errors)) return;
    try {
      await save.mutateAsync({
        ...values,
        customerId,
        ...(editing && editing !== 'new' ? { id: editing.id } : {}),
      });
      notify.success(t('customer.contact.saved'));
      setEditing(null);
    } catch (error) {
      showRequestError(form, error);
    }
  };

  const columns: TableColumnsType<CustomerContact> = [
    { key: 'name', title: t('customer.contact.name'), dataIndex: 'name' },
    { key: 'title', title: t('customer.contact.title'), render: (_, c) => c.title ?? '--' },
    { key: 'phone', title: t('customer.contact.phone'), render: (_, c) => c.phone ?? '--' },
    { key: 'email', title: t('customer.contact.email'), render: (_, c) => c.email ?? '--' },
    ...(editable
      ? [
          {
            key: 'actions',
            title: t('common.actions'),
            width: 160,
            render: (_: unknown, c: CustomerContact) => (
              <Space>
                <Button type="link" size="small" onClick={() => open(c)}>
                  {t('customer.edit')}
                </Button>
                <Popconfirm
                  title={t('customer.contact.removeConfirm')}
                  onConfirm={async () => {
                    await remove.mutateAsync({ customerId, id: c.id });
                    notify.success(t('customer.contact.removed'));
                  }}
                >
                  <Button type="link" size="small" danger>
                    {t('customer.contact.remove')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      {editable && (
        <Button style={{ marginBottom: 12 }} onClick={() => open('new')}>
          {t('customer.contact.add')}
        </Button>
      )}
      <Table<CustomerContact>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={contacts}
        pagination={false}
        locale={{ emptyText: t('customer.detail.none') }}
      />
      <Modal
        open={editing !== null}
        title={t(editing === 'new' ? 'customer.contact.add' : 'customer.contact.edit')}
        onOk={() => void submit()}
        onCancel={() => setEditing(null)}
        confirmLoading={save.isPending}
        forceRender
      >
        <Form form={form} layout="vertical" onValuesChange={(changed) => clearChangedErrors(form, changed)}>
          <Row gutter={16}>
            <Col span={12}>
              <Form.Item name="name" label={t('customer.contact.name')} required>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="title" label={t('customer.contact.title')}>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="phone" label={t('customer.contact.phone')}>
                <Input maxLength={30} />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="email" label={t('customer.contact.email')}>
                <Input maxLength={200} />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      </Modal>
    </>
  );
}
