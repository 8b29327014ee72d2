import type { ItemInfo, ModelDefinition, ModelInfo, ModelIssue, ModelNames } from '@portal/contract';
import {
  checkModel,
  describeIssue,
  languages,
  modelDefinitionSchema,
  modelIssueMessage,
  nameInLanguage,
} from '@portal/contract';
import { Alert, Button, Card, Input, Modal, Space, Spin, Table, Tag } from 'antd';
import { Typography } from '../../../components/typography';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../../components/date-time';
import { useAppState } from '../../../lib/app-state';
import { notify } from '../../../lib/notify';
import { useProductLines } from '../../../lib/use-product-lines';
import { usePublishModel, useSaveDraft } from '../api/model-mutations';
import { useModel } from '../api/model-queries';
import { Configurator } from './configurator';
import { GroupsEditor } from './groups-editor';
import { ItemSelect } from './item-select';
import { labelsOf, say } from './model-labels';
import { FieldRow, LabelledField } from './labelled-field';
import { RulesEditor } from './rules-editor';
import { LazySelect } from '../../../components/lazy-select';

const nameFields = {
  cn: 'configuration.field.nameCn',
  en: 'configuration.field.nameEn',
  kr: 'configuration.field.nameKr',
} as const;

/** The editor of one configurable product: its draft, a live model check, publishing and its versions. */
export function ModelEditor({ id }: { id: number }) {
  const model = useModel(id);
  if (!model.data) return <Spin spinning={model.isPending} />;
  return <EditorBody key={`${model.data.id}:${model.data.rowVersion}`} model={model.data} />;
}

/** What the live check says: the schema's findings first (blank names, bad quantities), else the rule engine's. */
function useLiveCheck(definition: ModelDefinition) {
  const { t } = useTranslation();
  const language = useAppState((s) => s.language);
  return useMemo(() => {
    const parsed = modelDefinitionSchema.safeParse(definition);
    if (!parsed.success)
      return {
        clean: false,
        savable: false,
        lines: parsed.error.issues.map((issue) => {
          const { key, params } = describeIssue(issue);
          return { severity: 'error' as const, text: `${issue.path.join('.')}: ${t(key, params)}` };
        }),
      };
    const issues: ModelIssue[] = checkModel(parsed.data);
    const label = labelsOf(parsed.data, language);
    return {
      clean: issues.length === 0,
      savable: !issues.some((issue) => issue.severity === 'error'),
      lines: issues.map((issue) => ({
        severity: issue.severity,
        text: say(t, modelIssueMessage(issue, label)),
      })),
    };
  }, [definition, language, t]);
}

function EditorBody({ model }: { model: ModelInfo }) {
  const { t } = useTranslation();
  const language = useAppState((s) => s.language);
  const productLines = useProductLines();
  const [names, setNames] = useState<ModelNames>(model.names);
  const [productLineCode, setProductLineCode] = useState(model.productLineCode);
  const [definition, setDefinition] = useState<ModelDefinition>(model.definition);
  const [known, setKnown] = useState(
    () => new Map(model.items.map((item) => [`${item.kind}:${item.id}`, item])),
  );
  const [trying, setTrying] = useState<number | null>(null);
  const saveDraft = useSaveDraft();
  const publish = usePublishModel();
  const check = useLiveCheck(definition);
  const canEdit = model.actions.includes('edit');
  const readOnly = !canEdit;
  const remember = (item: ItemInfo) =>
    setKnown((before) => new Map(before).set(`${item.kind}:${item.id}`, item));
  const dirty =
    definition !== model.definition || names !== model.names || productLineCode !== model.productLineCode;

  const save = () =>
    saveDraft
      .mutateAsync({ id: model.id, rowVersion: model.rowVersion, names, productLineCode, definition })
      .then(
        () => notify.success(t('configuration.saved')),
        () => undefined,
      );
  const doPublish = () =>
    publish.mutateAsync({ id: model.id, rowVersion: model.rowVersion }).then(
      (info) => notify.success(t('configuration.published', { version: info.latestVersion ?? '' })),
      () => undefined,
    );

  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16}>
      <Card
        size="small"
        title={
          <Space>
            <span>{t('configuration.editTitle', { code: model.code })}</span>
            <Tag>{t(`configuration.status.${model.status}`)}</Tag>
            {model.latestVersion !== null && (
              <Tag color="green">{t('configuration.versionNo', { version: model.latestVersion })}</Tag>
            )}
          </Space>
        }
        extra={
          <Space>
            {model.latestVersionId !== null && (
              <Button onClick={() => setTrying(model.latestVersionId)}>{t('configuration.tryIt')}</Button>
            )}
            {canEdit && (
              <Button onClick={() => void save()} loading={saveDraft.isPending} disabled={!check.savable}>
                {t('configuration.saveDraft')}
              </Button>
            )}
            {canEdit && (
              <Button
                type="primary"
                onClick={() => void doPublish()}
                loading={publish.isPending}
                disabled={!check.clean || dirty}
              >
                {t('configuration.publish')}
              </Button>
            )}
          </Space>
        }
      >
        <FieldRow>
          {languages.map((language) => (
            <LabelledField key={language} label={t(nameFields[language])} width={220}>
              <Input
                aria-label={t(nameFields[language])}
                value={names[language] ?? ''}
                disabled={readOnly}
                onChange={(event) => setNames({ ...names, [language]: event.target.value })}
              />
            </LabelledField>
          ))}
          <LabelledField label={t('configuration.field.productLine')} width={180}>
            <LazySelect
              aria-label={t('configuration.field.productLine')}
              allowClear
              value={productLineCode ?? undefined}
              options={productLines.options}
              disabled={readOnly}
              onChange={(value: string | undefined) => setProductLineCode(value ?? null)}
            />
          </LabelledField>
          <LabelledField label={t('configuration.field.baseMaterial')} width={360}>
            <ItemSelect
              ariaLabel={t('configuration.field.baseMaterial')}
              materialsOnly
              disabled={readOnly}
              value={{ kind: 'material', id: definition.baseMaterialId }}
              known={known}
              onChange={(item, info) => {
                remember(info);
                setDefinition({ ...definition, baseMaterialId: item.id });
              }}
            />
          </LabelledField>
        </FieldRow>
      </Card>
      <Card size="small" title={t('configuration.check')} data-testid="model-check">
        {check.lines.length === 0 ? (
          <Alert type="success" showIcon message={t('configuration.checkClean')} />
        ) : (
          <Space direction="vertical" style={{ width: '100%' }}>
            {check.lines.map((line, i) => (
              <Alert
                key={i}
                type={line.severity === 'error' ? 'error' : 'warning'}
                showIcon
                message={line.text}
              />
            ))}
          </Space>
        )}
      </Card>
      <Card size="small" title={t('configuration.groups')} data-testid="model-groups">
        <GroupsEditor
          definition={definition}
          update={(change) => setDefinition(change)}
          known={known}
          remember={remember}
          readOnly={readOnly}
        />
      </Card>
      <Card size="small" title={t('configuration.rules')} data-testid="model-rules">
        <RulesEditor
          definition={definition}
          update={(change) => setDefinition(change)}
          known={known}
          remember={remember}
          readOnly={readOnly}
        />
      </Card>
      <Card size="small" title={t('configuration.versions')}>
        {model.versions.length === 0 ? (
          <Typography.Text type="secondary">{t('configuration.noVersion')}</Typography.Text>
        ) : (
          <Table
            size="small"
            pagination={false}
            rowKey="id"
            dataSource={model.versions}
            columns={[
              {
                key: 'version',
                title: t('configuration.field.version'),
                render: (_, v) => t('configuration.versionNo', { version: v.version }),
              },
              {
                key: 'at',
                title: t('configuration.field.publishedAt'),
                render: (_, v) => <DateTime value={v.publishedAt} />,
              },
              {
                key: 'by',
                title: t('configuration.field.publishedBy'),
                render: (_, v) => v.publishedByName ?? '--',
              },
              {
                key: 'count',
                title: t('configuration.field.configurationCount'),
                dataIndex: 'configurationCount',
                align: 'right',
              },
              {
                key: 'try',
                title: '',
                render: (_, v) => (
                  <Button type="link" onClick={() => setTrying(v.id)}>
                    {t('configuration.tryIt')}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </Card>
      <Modal
        open={trying !== null}
        width={1100}
        title={`${t('configuration.tryIt')} · ${nameInLanguage(names, language)}`}
        footer={null}
        onCancel={() => setTrying(null)}
        destroyOnHidden
      >
        {trying !== null && <Configurator modelVersionId={trying} />}
      </Modal>
    </Space>
  );
}
