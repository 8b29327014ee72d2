import { PlusOutlined } from '@ant-design/icons';
import type { ProcessDefinition, ProcessKind, SaveProcessDefinitionBody } from '@portal/contract';
import { processesEndpoints } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Form, Row, Skeleton, Space, Tag } from 'antd';
import { Typography } from '../../../components/typography';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { LoadErrorState, NotFoundState } from '../../../components/states';
import { formatDateTime } from '../../../components/format';
import { requestFieldErrors, showCheckErrors, showFieldErrors } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { ignoreReported, request } from '../../../lib/request';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import {
  useApproverOptions,
  useWorkFlowCheck,
  useWorkFlowDefinition,
  workFlowKeys,
} from '../api/work-flow-queries';
import type { WorkFlowValues } from '../work-flow-form';
import { checkBody, newStep, toBody, toFormValues } from '../work-flow-form';
import { StepCard } from './step-card';

/** The value `delay` ms after it last changed. */
function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** How long the editor waits after a change before it asks the server to check the work flow. */
export const checkDelay = 400;

/**
 * /work-flows?kind=: a kind's work flow. Its current version is edited and saved as the next version; an
 * earlier version (`version`) is shown read-only.
 */
export function WorkFlowEditor({ kind, version }: { kind: ProcessKind; version: number | null }) {
  const current = useWorkFlowDefinition(kind, null);
  const shown = useWorkFlowDefinition(kind, version);
  if (current.isError || shown.isError)
    return (
      <LoadErrorState
        onRetry={() => {
          void current.refetch();
          void shown.refetch();
        }}
      />
    );
  if (current.isPending || shown.isPending) return <Skeleton active />;
  if (!current.data || !shown.data) return <NotFoundState />;
  return (
    <WorkFlowForm
      key={`${shown.data.id}-${current.data.version}`}
      definition={shown.data}
      currentVersion={current.data.version}
    />
  );
}

function WorkFlowForm({
  definition,
  currentVersion,
}: {
  definition: ProcessDefinition;
  currentVersion: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<WorkFlowValues>();
  const { kind } = definition;
  const readOnly = !definition.current;
  const initial = useMemo(() => toFormValues(definition.steps), [definition]);
  const options = useApproverOptions();

  const watched = Form.useWatch([], { form, preserve: true }) as WorkFlowValues | undefined;
  const settled = useDebounced(watched, checkDelay);
  const checked = useMemo(
    () => (settled ? checkBody(toBody(kind, currentVersion, settled)) : null),
    [settled, kind, currentVersion],
  );
  useEffect(() => {
    if (checked && !readOnly) showFieldErrors(form, checked.errors, { scroll: false });
  }, [checked, form, readOnly]);
  const check = useWorkFlowCheck(readOnly ? null : (checked?.body ?? null));
  // Unsaved: the body the form makes differs from the one the shown version makes.
  const savedBody = useMemo(
    () => JSON.stringify(toBody(kind, currentVersion, initial)),
    [kind, currentVersion, initial],
  );
  const dirty =
    !readOnly && watched !== undefined && JSON.stringify(toBody(kind, currentVersion, watched)) !== savedBody;
  const guard = useLeaveGuard(dirty, { text: 'workFlow.leaveText' });
  const problems = check.data?.problems ?? [];
  const stepProblems = (index: number) =>
    problems.filter((problem) => problem.stepIndex === index).map((problem) => problem.message);

  const save = useMutation({
    mutationFn: (body: SaveProcessDefinitionBody) => request(processesEndpoints.saveDefinition, { body }),
    onSuccess: (saved) => {
      notify.success(t('workFlow.saved', { version: saved.version }));
      queryClient.setQueryData(workFlowKeys.definition(kind, null), saved);
      queryClient.setQueryData(workFlowKeys.definition(kind, saved.version), saved);
      void queryClient.invalidateQueries({ queryKey: workFlowKeys.list() });
    },
    onError: (error) => {
      showFieldErrors(form, requestFieldErrors(error));
      ignoreReported(error);
    },
  });
  const submit = () => {
    const result = checkBody(toBody(kind, currentVersion, form.getFieldsValue(true)));
    if (showCheckErrors(form, result.errors) || !result.body) return;
    save.mutate(result.body);
  };

  const kindName = t(`process.kind.${kind}`);
  const versions = Array.from({ length: currentVersion }, (_, i) => currentVersion - i);
  const checking = !readOnly && (watched !== settled || check.isFetching);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      {guard.holder}
      <Card>
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <Space wrap align="center">
            <Typography.Title level={4} style={{ margin: 0 }}>
              {kindName}
            </Typography.Title>
            <Tag color={readOnly ? 'default' : 'blue'}>
              {t('workFlow.versionLabel', { version: definition.version })}
            </Tag>
            <Typography.Text type="secondary">
              {t('workFlow.savedBy', {
                name: definition.createdByName ?? '--',
                at: formatDateTime(definition.createdAt),
              })}
            </Typography.Text>
          </Space>
          <Space wrap>
            <Button onClick={() => void navigate(paths.workFlowList)}>
              {t('workFlow.action.backToList')}
            </Button>
            {!readOnly && (
              <Button type="primary" loading={save.isPending} onClick={submit}>
                {t('workFlow.action.save', { version: currentVersion + 1 })}
              </Button>
            )}
          </Space>
        </Space>
        <Alert
          style={{ marginTop: 12 }}
          type={readOnly ? 'warning' : 'info'}
          showIcon
          message={
            readOnly
              ? t('workFlow.readOnly', { version: definition.version })
              : t('workFlow.saveHint', { next: currentVersion + 1, current: currentVersion })
          }
          description={readOnly ? undefined : t('workFlow.stepNamesHint')}
          action={
            readOnly && (
              <Link to={paths.workFlow(kind)}>
                <Button size="small">{t('workFlow.action.viewCurrent')}</Button>
              </Link>
            )
          }
        />
      </Card>
      <Row gutter={16}>
        <Col xs={24} lg={18}>
          <Form form={form} layout="vertical" initialValues={initial} disabled={readOnly}>
            <Form.List name="steps">
              {(rows, { add, remove, move }) => (
                <Space direction="vertical" size="middle" style={{ width: '100%' }}>
                  {rows.length === 0 && (
                    <Card>
                      <Empty description={t('workFlow.noSteps')} />
                    </Card>
                  )}
                  {rows.map((row) => (
                    <StepCard
                      key={row.key}
                      index={row.name}
                      count={rows.length}
                      fields={definition.fields}
                      approverKinds={definition.approverKinds}
                      options={options.data}
                      problems={stepProblems(row.name)}
                      readOnly={readOnly}
                      onMove={move}
                      onRemove={remove}
                    />
                  ))}
                  {!readOnly && (
                    <Button
                      type="dashed"
                      block
                      icon={<PlusOutlined />}
                      onClick={() => add(newStep(rows.length + 1))}
                    >
                      {t('workFlow.action.addStep')}
                    </Button>
                  )}
                </Space>
              )}
            </Form.List>
          </Form>
        </Col>
        <Col xs={24} lg={6}>
          {/* The check and the versions stay in sight while the steps scroll. */}
          <Space direction="vertical" size="middle" style={{ width: '100%', position: 'sticky', top: 16 }}>
            {!readOnly && (
              <Alert
                data-testid="work-flow-check"
                aria-live="polite"
                type={checking ? 'info' : problems.length > 0 || checked?.errors.length ? 'error' : 'success'}
                showIcon
                message={
                  checking
                    ? t('workFlow.check.checking')
                    : problems.length > 0 || checked?.errors.length
                      ? t('workFlow.check.invalid')
                      : t('workFlow.check.valid')
                }
                description={
                  !checking && problems.length > 0 ? (
                    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                      {problems.map((problem) => (
                        <li key={`${problem.stepIndex}-${problem.message}`}>{problem.message}</li>
                      ))}
                    </ul>
                  ) : undefined
                }
              />
            )}
            <Card size="small" title={t('workFlow.versions')}>
              <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {versions.map((v) => (
                  <li key={v} style={{ padding: '4px 0' }}>
                    {v === definition.version ? (
                      <Typography.Text strong aria-current="page">
                        {t('workFlow.versionLabel', { version: v })}
                      </Typography.Text>
                    ) : (
                      <Link to={v === currentVersion ? paths.workFlow(kind) : paths.workFlow(kind, v)}>
                        {t('workFlow.versionLabel', { version: v })}
                      </Link>
                    )}
                    {v === currentVersion && (
                      <Tag color="blue" style={{ marginInlineStart: 8 }}>
                        {t('workFlow.currentTag')}
                      </Tag>
                    )}
                  </li>
                ))}
              </ul>
            </Card>
          </Space>
        </Col>
      </Row>
    </Space>
  );
}
