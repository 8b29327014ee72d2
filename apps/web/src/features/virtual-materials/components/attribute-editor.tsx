import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { attributeTypes } from '@portal/contract';
import { Button, Form, Input, Space } from 'antd';
import { Typography } from '../../../components/typography';
import { useTranslation } from 'react-i18next';
import { LazySelect } from '../../../components/lazy-select';

/** Where the type of attribute row `name` is in the form. */
const typePathOf = (name: number) => ['attributes', name, 'type'];

/**
 * The attribute rows of the virtual material form (`attributes`): a name, a type, a value, and a unit
 * (numbers) or the choices (choices). The contract's schema checks them on save.
 */
export function AttributeEditor({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation();
  const typeOptions = attributeTypes.map((type) => ({
    value: type,
    label: t(`material.attributeType.${type}`),
  }));
  return (
    <Form.List name="attributes">
      {(fields, { add, remove }) => (
        <div>
          {fields.length === 0 && (
            <Typography.Text type="secondary">{t('material.attribute.none')}</Typography.Text>
          )}
          {fields.map((field) => (
            <Space key={field.key} align="start" wrap style={{ display: 'flex', marginBottom: 4 }}>
              <Form.Item name={[field.name, 'key']} style={{ width: 180, marginBottom: 8 }}>
                <Input placeholder={t('material.attribute.key')} aria-label={t('material.attribute.key')} />
              </Form.Item>
              <Form.Item name={[field.name, 'type']} style={{ width: 110, marginBottom: 8 }}>
                <LazySelect options={typeOptions} aria-label={t('material.attribute.type')} />
              </Form.Item>
              <Form.Item noStyle shouldUpdate>
                {({ getFieldValue }) => {
                  const type: unknown = getFieldValue(typePathOf(field.name));
                  return (
                    <Space align="start" wrap>
                      <Form.Item name={[field.name, 'value']} style={{ width: 180, marginBottom: 8 }}>
                        <Input
                          placeholder={t('material.attribute.value')}
                          aria-label={t('material.attribute.value')}
                        />
                      </Form.Item>
                      {type === 'number' && (
                        <Form.Item name={[field.name, 'unit']} style={{ width: 100, marginBottom: 8 }}>
                          <Input
                            placeholder={t('material.attribute.unit')}
                            aria-label={t('material.attribute.unit')}
                          />
                        </Form.Item>
                      )}
                      {type === 'choice' && (
                        <Form.Item name={[field.name, 'choices']} style={{ width: 260, marginBottom: 8 }}>
                          <LazySelect
                            mode="tags"
                            open={false}
                            suffixIcon={null}
                            placeholder={t('material.attribute.choices')}
                            aria-label={t('material.attribute.choices')}
                          />
                        </Form.Item>
                      )}
                    </Space>
                  );
                }}
              </Form.Item>
              {!disabled && (
                <Button
                  type="text"
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('material.attribute.remove')}
                  onClick={() => remove(field.name)}
                />
              )}
            </Space>
          ))}
          {!disabled && (
            <Button
              type="dashed"
              icon={<PlusOutlined aria-hidden />}
              onClick={() => add({ key: '', type: 'text', value: '' })}
            >
              {t('material.attribute.add')}
            </Button>
          )}
        </div>
      )}
    </Form.List>
  );
}
