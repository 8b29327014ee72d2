import type { ModelDefinition, ModelRule, RuleKind } from '@portal/contract';
import { nameInLanguage, ruleKinds } from '@portal/contract';
import { Button, Input, Space, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppState } from '../../../lib/app-state';
import type { DefinitionPartProps } from './editor-columns';
import { removeColumn, textColumn } from './editor-columns';
import { ItemSelect } from './item-select';
import { LazySelect } from '../../../components/lazy-select';

/** A rule of another kind keeping its code and option. */
function ofKind(rule: ModelRule, kind: RuleKind, definition: ModelDefinition): ModelRule {
  switch (kind) {
    case 'requires':
      return { kind, code: rule.code, option: rule.option, target: { type: 'option', code: '' } };
    case 'excludes':
      return { kind, code: rule.code, option: rule.option, other: '' };
    case 'quantity':
      return {
        kind,
        code: rule.code,
        option: rule.option,
        item: { kind: 'material', id: definition.baseMaterialId },
        quantity: '1',
      };
  }
}

/** Requires, excludes and quantity rules between the model's options. */
export function RulesEditor({ definition, update, known, remember, readOnly }: DefinitionPartProps) {
  const { t } = useTranslation();
  const language = useAppState((s) => s.language);
  const options = definition.groups.flatMap((group) =>
    group.options.map((option) => ({
      value: option.code,
      label: `${option.code} ${nameInLanguage(option.names, language)}`,
    })),
  );
  const groups = definition.groups.map((group) => ({
    value: group.code,
    label: `${group.code} ${nameInLanguage(group.names, language)}`,
  }));
  const setRule = (index: number, rule: ModelRule) =>
    update((d) => ({ ...d, rules: d.rules.map((r, i) => (i === index ? rule : r)) }));
  const optionSelect = (label: string, value: string, onChange: (code: string) => void) => (
    <LazySelect
      aria-label={label}
      showSearch
      style={{ width: 200 }}
      value={value || undefined}
      options={options}
      disabled={readOnly}
      onChange={onChange}
    />
  );

  return (
    <Table
      size="small"
      pagination={false}
      rowKey={(_, i) => String(i)}
      dataSource={definition.rules}
      scroll={{ x: 'max-content' }}
      columns={[
        textColumn<ModelRule>({
          key: 'code',
          title: t('configuration.field.rule'),
          width: 100,
          value: (rule) => rule.code,
          onChange: (rule, i, code) => setRule(i, { ...rule, code }),
          disabled: readOnly,
        }),
        {
          key: 'option',
          title: t('configuration.field.option'),
          render: (_, rule, i) =>
            optionSelect(t('configuration.field.option'), rule.option, (option) =>
              setRule(i, { ...rule, option }),
            ),
        },
        {
          key: 'kind',
          title: t('configuration.field.ruleKind'),
          render: (_, rule, i) => (
            <LazySelect
              aria-label={t('configuration.field.ruleKind')}
              style={{ width: 130 }}
              value={rule.kind}
              disabled={readOnly}
              options={ruleKinds.map((kind) => ({ value: kind, label: t(`configuration.ruleKind.${kind}`) }))}
              onChange={(kind: RuleKind) => setRule(i, ofKind(rule, kind, definition))}
            />
          ),
        },
        {
          key: 'target',
          title: t('configuration.field.target'),
          render: (_, rule, i) => {
            switch (rule.kind) {
              case 'excludes':
                return optionSelect(t('configuration.field.target'), rule.other, (other) =>
                  setRule(i, { ...rule, other }),
                );
              case 'requires':
                return (
                  <Space>
                    <LazySelect
                      aria-label={t('configuration.field.targetType')}
                      style={{ width: 170 }}
                      value={rule.target.type}
                      disabled={readOnly}
                      options={(['option', 'group'] as const).map((type) => ({
                        value: type,
                        label: t(`configuration.targetType.${type}`),
                      }))}
                      onChange={(type: 'option' | 'group') =>
                        setRule(i, { ...rule, target: { type, code: '' } })
                      }
                    />
                    <LazySelect
                      aria-label={t('configuration.field.target')}
                      showSearch
                      style={{ width: 200 }}
                      value={rule.target.code || undefined}
                      options={rule.target.type === 'option' ? options : groups}
                      disabled={readOnly}
                      onChange={(code: string) => setRule(i, { ...rule, target: { ...rule.target, code } })}
                    />
                  </Space>
                );
              case 'quantity':
                return (
                  <Space>
                    <ItemSelect
                      ariaLabel={t('configuration.field.item')}
                      width={260}
                      disabled={readOnly}
                      value={rule.item}
                      known={known}
                      onChange={(item, info) => {
                        remember(info);
                        setRule(i, { ...rule, item });
                      }}
                    />
                    <Input
                      aria-label={t('configuration.field.quantity')}
                      style={{ width: 80 }}
                      value={rule.quantity}
                      disabled={readOnly}
                      onChange={(e) => setRule(i, { ...rule, quantity: e.target.value })}
                    />
                  </Space>
                );
            }
          },
        },
        removeColumn<ModelRule>(t('configuration.remove'), readOnly, (i) =>
          update((d) => ({ ...d, rules: d.rules.filter((_, j) => j !== i) })),
        ),
      ]}
      footer={
        readOnly
          ? undefined
          : () => (
              <Button
                onClick={() =>
                  update((d) => ({
                    ...d,
                    rules: [
                      ...d.rules,
                      { kind: 'excludes', code: `R${d.rules.length + 1}`, option: '', other: '' },
                    ],
                  }))
                }
              >
                {t('configuration.addRule')}
              </Button>
            )
      }
    />
  );
}
