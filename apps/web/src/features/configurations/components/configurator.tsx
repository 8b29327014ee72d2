import type { CheckResult, ModelDefinition, ModelVersion } from '@portal/contract';
import {
  defaultSelection,
  disabledReasonMessage,
  evaluate,
  materialUnits,
  nameInLanguage,
  resolveConflicts,
  violationMessage,
} from '@portal/contract';
import { Alert, Card, Checkbox, Flex, Modal, Radio, Space, Spin, Table } from 'antd';
import { Typography } from '../../../components/typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/money';
import { useAppState } from '../../../lib/app-state';
import { localeOf } from '../../../lib/language';
import { useCheck, useModelVersion } from '../api/model-queries';
import { itemLabel, labelsOf, say } from './model-labels';

export interface ConfiguratorProps {
  modelVersionId: number;
  /** The selection to start from; the model's defaults when absent. */
  initialSelection?: readonly string[];
  /** Every change of selection, with the server's evaluation once it answers for that selection. */
  onChange?: (selection: string[], result: CheckResult | undefined) => void;
}

/**
 * Configures one published version of a configurable product: option groups as radio or checkbox lists,
 * choices the rules forbid disabled with the reason beside them (decided at once by the contract's rule
 * engine), and a click on a disabled choice offers to drop the choices in its way (never stuck). The bill of
 * materials and the list price are the server's answer.
 */
export function Configurator({ modelVersionId, initialSelection, onChange }: ConfiguratorProps) {
  const version = useModelVersion(modelVersionId);
  if (!version.data) return <Spin spinning={version.isPending} />;
  return (
    <ConfiguratorBody
      key={modelVersionId}
      version={version.data}
      initialSelection={initialSelection}
      onChange={onChange}
    />
  );
}

function ConfiguratorBody({
  version,
  initialSelection,
  onChange,
}: {
  version: ModelVersion;
  initialSelection?: readonly string[];
  onChange?: ConfiguratorProps['onChange'];
}) {
  const { t } = useTranslation();
  const language = useAppState((s) => s.language);
  const definition: ModelDefinition = version.definition;
  const [selection, setSelection] = useState<string[]>(() => [
    ...(initialSelection ?? defaultSelection(definition)),
  ]);
  const [modal, holder] = Modal.useModal();
  const label = useMemo(() => labelsOf(definition, language), [definition, language]);
  const local = useMemo(() => evaluate(definition, selection), [definition, selection]);
  const check = useCheck(version.id, selection);
  const current = check.data && !check.isPlaceholderData ? check.data : undefined;

  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);
  useEffect(() => changed.current?.(selection, current), [selection, current]);

  // A click on a disabled choice's label reaches the wrapper twice (the label, then its input): one dialog.
  const offering = useRef(false);
  const offer = (code: string) => {
    if (offering.current) return;
    offering.current = true;
    const resolution = resolveConflicts(definition, selection, code);
    // Listed the reader's way: "A, B and C", "A、B和C", "A, B 및 C".
    const list = new Intl.ListFormat(localeOf[language].html, { type: 'conjunction' });
    const names = (codes: string[]) => list.format(codes.map((c) => `“${label('option', c)}”`));
    void modal.confirm({
      title: t('configuration.dropTitle', { option: label('option', code) }),
      content: (
        <Space direction="vertical">
          {resolution.dropped.length > 0 && (
            <span>{t('configuration.dropBody', { dropped: names(resolution.dropped) })}</span>
          )}
          {resolution.added.length > 0 && (
            <span>{t('configuration.dropAdded', { added: names(resolution.added) })}</span>
          )}
        </Space>
      ),
      okText: t('configuration.dropConfirm'),
      onOk: () => setSelection(resolution.selection),
      afterClose: () => {
        offering.current = false;
      },
    });
  };

  const pick = (groupCode: string, code: string, checked: boolean) => {
    const state = local.options[code];
    if (state?.state === 'disabled' && checked) {
      offer(code);
      return;
    }
    const group = definition.groups.find((g) => g.code === groupCode);
    if (!group) return;
    if (group.mode === 'single') {
      const others = new Set(group.options.map((o) => o.code));
      setSelection((before) => [...before.filter((c) => !others.has(c)), code]);
    } else setSelection((before) => (checked ? [...before, code] : before.filter((c) => c !== code)));
  };

  const groups = [...definition.groups].sort((a, b) => a.sort - b.sort);
  const items = new Map(version.items.map((item) => [`${item.kind}:${item.id}`, item]));
  // Units are codes of the UNIT table, named in the reader's language (an unknown one shows as it is).
  const unitLabel = (unit: string) => {
    const known = materialUnits.find((code) => code === unit);
    return known ? t(`codeTable.UNIT.${known}`) : unit;
  };
  // A price difference is in the base material's currency (the server refuses options in another one).
  const baseCurrency = items.get(`material:${definition.baseMaterialId}`)?.currency;

  return (
    <Flex gap={16} align="flex-start" wrap="wrap" className="configurator">
      {holder}
      <Space direction="vertical" style={{ flex: '1 1 420px', minWidth: 360 }}>
        {groups.map((group) => (
          <Card
            key={group.code}
            size="small"
            title={nameInLanguage(group.names, language)}
            extra={
              <Typography.Text type="secondary">
                {t(`configuration.mode.${group.mode}`)}
                {group.minPicks > 0 ? ` · ${t('configuration.field.minPicks')} ${group.minPicks}` : ''}
                {group.mode === 'multiple' ? ` · ${t('configuration.field.maxPicks')} ${group.maxPicks}` : ''}
              </Typography.Text>
            }
          >
            <Space direction="vertical">
              {group.options.map((option) => {
                const state = local.options[option.code];
                const disabled = state?.state === 'disabled';
                const checked = state?.state === 'selected';
                const text = (
                  <span>
                    {nameInLanguage(option.names, language)}
                    {Number(option.priceDifference) !== 0 && (
                      <Typography.Text type="secondary">
                        {' ('}
                        {option.priceDifference.startsWith('-') ? '' : '+'}
                        <Money value={option.priceDifference} currency={baseCurrency} />)
                      </Typography.Text>
                    )}
                  </span>
                );
                const control =
                  group.mode === 'single' ? (
                    <Radio
                      checked={checked}
                      disabled={disabled}
                      onChange={() => pick(group.code, option.code, true)}
                    >
                      {text}
                    </Radio>
                  ) : (
                    <Checkbox
                      checked={checked}
                      disabled={disabled}
                      onChange={(event) => pick(group.code, option.code, event.target.checked)}
                    >
                      {text}
                    </Checkbox>
                  );
                return (
                  <Flex key={option.code} gap={8} align="baseline" wrap="wrap" data-option={option.code}>
                    {disabled ? (
                      // A disabled choice still answers a click: it offers to make room for itself.
                      <span
                        role="button"
                        tabIndex={0}
                        style={{ cursor: 'pointer' }}
                        onClick={() => offer(option.code)}
                        onKeyDown={(event) => {
                          if (event.key === 'Enter' || event.key === ' ') offer(option.code);
                        }}
                      >
                        {control}
                      </span>
                    ) : (
                      control
                    )}
                    {disabled &&
                      state.reasons.map((reason, i) => (
                        <Typography.Text key={i} type="warning" className="configurator-reason">
                          {say(t, disabledReasonMessage(reason, label))}
                        </Typography.Text>
                      ))}
                  </Flex>
                );
              })}
            </Space>
          </Card>
        ))}
      </Space>
      <Card
        size="small"
        title={t('configuration.bom')}
        style={{ flex: '1 1 380px', minWidth: 340 }}
        extra={
          current?.listPrice ? (
            <Space>
              <Typography.Text type="secondary">{t('configuration.field.listPrice')}</Typography.Text>
              <Typography.Text strong data-testid="configurator-price">
                <Money value={current.listPrice} currency={current.currency} />
              </Typography.Text>
            </Space>
          ) : null
        }
      >
        {local.violations.length > 0 ? (
          <Alert
            type="info"
            showIcon
            message={t('configuration.incomplete')}
            description={
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {local.violations.map((violation, i) => (
                  <li key={i}>{say(t, violationMessage(violation, label))}</li>
                ))}
              </ul>
            }
          />
        ) : (
          <Table
            size="small"
            pagination={false}
            loading={!current}
            rowKey={(line) => `${line.item.kind}:${line.item.id}`}
            dataSource={current?.bom ?? []}
            columns={[
              {
                key: 'item',
                title: t('configuration.field.item'),
                render: (_, line) =>
                  itemLabel(items.get(`${line.item.kind}:${line.item.id}`) ?? line.item, language),
              },
              {
                key: 'quantity',
                title: t('configuration.field.quantity'),
                align: 'right',
                render: (_, line) => (
                  <span
                    style={{ whiteSpace: 'nowrap' }}
                  >{`${line.quantity} ${unitLabel(line.item.unit)}`}</span>
                ),
              },
              {
                key: 'amount',
                title: t('configuration.field.listPrice'),
                align: 'right',
                render: (_, line) => <Money value={line.amount} currency={line.item.currency} />,
              },
            ]}
            footer={
              current?.leadTimeDays
                ? () => t('configuration.leadTime', { days: current.leadTimeDays })
                : undefined
            }
          />
        )}
      </Card>
    </Flex>
  );
}
