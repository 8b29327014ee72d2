import type { ModelGroup, ModelOption } from '@portal/contract';
import { languages, nameInLanguage } from '@portal/contract';
import { Button, Card, Input, InputNumber, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../../lib/app-state';
import type { DefinitionPartProps } from './editor-columns';
import { removeColumn, textColumn } from './editor-columns';
import { ItemSelect } from './item-select';
import { FieldRow, LabelledField } from './labelled-field';
import { LazySelect } from '../../../components/lazy-select';

const nameFields = {
  cn: 'configuration.field.nameCn',
  en: 'configuration.field.nameEn',
  kr: 'configuration.field.nameKr',
} as const;

const replaceAt = <T,>(list: readonly T[], index: number, item: T) =>
  list.map((x, i) => (i === index ? item : x));

/** Option groups and their options, edited in place; the definition lives in the editor. */
export function GroupsEditor({ definition, update, known, remember, readOnly }: DefinitionPartProps) {
  const { t } = useTranslation();
  const language = useAppState((s) => s.language);
  const setGroup = (index: number, change: Partial<ModelGroup>) =>
    update((d) => ({ ...d, groups: replaceAt(d.groups, index, { ...d.groups[index]!, ...change }) }));
  const setOption = (g: number, o: number, change: Partial<ModelOption>) =>
    update((d) => {
      const group = d.groups[g]!;
      return {
        ...d,
        groups: replaceAt(d.groups, g, {
          ...group,
          options: replaceAt(group.options, o, { ...group.options[o]!, ...change }),
        }),
      };
    });
  const addGroup = () =>
    update((d) => ({
      ...d,
      groups: [
        ...d.groups,
        {
          code: `G${d.groups.length + 1}`,
          names: { cn: '' },
          mode: 'single',
          minPicks: 0,
          maxPicks: 1,
          defaults: [],
          sort: d.groups.length,
          options: [],
        },
      ],
    }));
  const addOption = (g: number) =>
    update((d) => {
      const group = d.groups[g]!;
      const option: ModelOption = {
        code: `${group.code}-${group.options.length + 1}`,
        names: { cn: '' },
        item: { kind: 'material', id: d.baseMaterialId },
        quantity: '1',
        priceDifference: '0',
        leadTimeDays: 0,
      };
      return { ...d, groups: replaceAt(d.groups, g, { ...group, options: [...group.options, option] }) };
    });

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {definition.groups.map((group, g) => (
        <Card
          key={g}
          size="small"
          data-group={group.code}
          title={`${group.code} · ${nameInLanguage(group.names, language) || '--'}`}
          extra={
            !readOnly && (
              <Button
                danger
                type="link"
                onClick={() => update((d) => ({ ...d, groups: d.groups.filter((_, i) => i !== g) }))}
              >
                {t('configuration.remove')}
              </Button>
            )
          }
        >
          <FieldRow>
            <LabelledField label={t('configuration.field.code')} width={120}>
              <Input
                aria-label={t('configuration.field.code')}
                value={group.code}
                disabled={readOnly}
                onChange={(e) => setGroup(g, { code: e.target.value })}
              />
            </LabelledField>
            {languages.map((name) => (
              <LabelledField key={name} label={t(nameFields[name])} width={160}>
                <Input
                  aria-label={t(nameFields[name])}
                  value={group.names[name] ?? ''}
                  disabled={readOnly}
                  onChange={(e) => setGroup(g, { names: { ...group.names, [name]: e.target.value } })}
                />
              </LabelledField>
            ))}
            <LabelledField label={t('configuration.field.mode')} width={140}>
              <LazySelect
                aria-label={t('configuration.field.mode')}
                value={group.mode}
                disabled={readOnly}
                options={(['single', 'multiple'] as const).map((mode) => ({
                  value: mode,
                  label: t(`configuration.mode.${mode}`),
                }))}
                onChange={(mode) => setGroup(g, mode === 'single' ? { mode, maxPicks: 1 } : { mode })}
              />
            </LabelledField>
            <LabelledField label={t('configuration.field.minPicks')} width={110}>
              <InputNumber
                aria-label={t('configuration.field.minPicks')}
                min={0}
                max={50}
                style={{ width: '100%' }}
                value={group.minPicks}
                disabled={readOnly}
                onChange={(v) => setGroup(g, { minPicks: v ?? 0 })}
              />
            </LabelledField>
            <LabelledField label={t('configuration.field.maxPicks')} width={110}>
              <InputNumber
                aria-label={t('configuration.field.maxPicks')}
                min={1}
                max={50}
                style={{ width: '100%' }}
                value={group.maxPicks}
                disabled={readOnly || group.mode === 'single'}
                onChange={(v) => setGroup(g, { maxPicks: v ?? 1 })}
              />
            </LabelledField>
            <LabelledField label={t('configuration.field.defaults')} width={320}>
              <LazySelect
                aria-label={t('configuration.field.defaults')}
                mode="multiple"
                value={group.defaults}
                disabled={readOnly}
                options={group.options.map((option) => ({
                  value: option.code,
                  label: nameInLanguage(option.names, language) || option.code,
                }))}
                onChange={(defaults: string[]) => setGroup(g, { defaults })}
              />
            </LabelledField>
          </FieldRow>
          <Table
            size="small"
            pagination={false}
            rowKey={(_, o) => String(o)}
            dataSource={group.options}
            scroll={{ x: 'max-content' }}
            columns={[
              textColumn<ModelOption>({
                key: 'code',
                title: t('configuration.field.code'),
                width: 90,
                value: (option) => option.code,
                onChange: (option, o, value) => setOption(g, o, { code: value }),
                disabled: readOnly,
              }),
              textColumn<ModelOption>({
                key: 'cn',
                title: t('configuration.field.nameCn'),
                width: 100,
                value: (option) => option.names.cn,
                onChange: (option, o, value) => setOption(g, o, { names: { ...option.names, cn: value } }),
                disabled: readOnly,
              }),
              textColumn<ModelOption>({
                key: 'en',
                title: t('configuration.field.nameEn'),
                width: 100,
                value: (option) => option.names.en ?? '',
                onChange: (option, o, value) => setOption(g, o, { names: { ...option.names, en: value } }),
                disabled: readOnly,
              }),
              textColumn<ModelOption>({
                key: 'kr',
                title: t('configuration.field.nameKr'),
                width: 100,
                value: (option) => option.names.kr ?? '',
                onChange: (option, o, value) => setOption(g, o, { names: { ...option.names, kr: value } }),
                disabled: readOnly,
              }),
              {
                key: 'item',
                title: t('configuration.field.item'),
                render: (_, option, o) => (
                  <ItemSelect
                    ariaLabel={t('configuration.field.item')}
                    width={200}
                    disabled={readOnly}
                    value={option.item}
                    known={known}
                    onChange={(item, info) => {
                      remember(info);
                      setOption(g, o, { item });
                    }}
                  />
                ),
              },
              textColumn<ModelOption>({
                key: 'quantity',
                title: t('configuration.field.quantity'),
                width: 64,
                value: (option) => option.quantity,
                onChange: (option, o, value) => setOption(g, o, { quantity: value }),
                disabled: readOnly,
              }),
              textColumn<ModelOption>({
                key: 'price',
                title: t('configuration.field.priceDifference'),
                width: 90,
                value: (option) => option.priceDifference,
                onChange: (option, o, value) => setOption(g, o, { priceDifference: value }),
                disabled: readOnly,
              }),
              {
                key: 'lead',
                title: t('configuration.field.leadTimeDays'),
                render: (_, option, o) => (
                  <InputNumber
                    aria-label={t('configuration.field.leadTimeDays')}
                    min={0}
                    max={3650}
                    style={{ width: 80 }}
                    value={option.leadTimeDays}
                    disabled={readOnly}
                    onChange={(v) => setOption(g, o, { leadTimeDays: v ?? 0 })}
                  />
                ),
              },
              removeColumn<ModelOption>(t('configuration.remove'), readOnly, (o) =>
                update((d) => ({
                  ...d,
                  groups: replaceAt(d.groups, g, {
                    ...group,
                    options: group.options.filter((_, i) => i !== o),
                  }),
                })),
              ),
            ]}
            footer={
              readOnly
                ? undefined
                : () => <Button onClick={() => addOption(g)}>{t('configuration.addOption')}</Button>
            }
          />
        </Card>
      ))}
      {!readOnly && <Button onClick={addGroup}>{t('configuration.addGroup')}</Button>}
    </Space>
  );
}
