import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ApproverKind, ApproverOptions, ConditionField } from '@portal/contract';
import {
  buttonDefinitions,
  codeTypes,
  processFieldLimits,
  stepModes,
  trainerApprovalValues,
} from '@portal/contract';
import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Space } from 'antd';
import { Typography } from '../../../components/typography';
import { useTranslation } from 'react-i18next';
import { translateKnown } from '../../../lib/message-key';
import { useCodeOptions } from '../../../lib/use-code-options';
import { useProductLines } from '../../../lib/use-product-lines';
import type { ConditionValues } from '../work-flow-form';
import { noCondition } from '../work-flow-form';
import { LazySelect } from '../../../components/lazy-select';

export interface StepCardProps {
  /** The step's place in the form's list (from 0) and the number of steps. */
  index: number;
  count: number;
  /** What the subject kind answers: the fields a condition may test and the approver kinds it resolves. */
  fields: readonly ConditionField[];
  approverKinds: readonly ApproverKind[];
  options: ApproverOptions | undefined;
  /** The server's reasons against this step. */
  problems: readonly string[];
  readOnly: boolean;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

/**
 * The values a condition on `field` may take: product lines, regions, company roles, or "yes" (a training
 * session asks for its trainer's approval).
 */
function useConditionValues() {
  const { t } = useTranslation();
  const productLines = useProductLines().options;
  const regions = useCodeOptions(codeTypes.region).options;
  const tiers = useCodeOptions(codeTypes.companyRole).options;
  const yes = trainerApprovalValues.map((value) => ({ value, label: t('workFlow.condition.yes') }));
  return { productLine: productLines, region: regions, partnerTier: tiers, trainerApproval: yes, amount: [] };
}

/** One step of the work flow: its names (Chinese, English, Korean), approval mode, due time, approvers and condition, with its reasons. */
export function StepCard(props: StepCardProps) {
  const { index, count, fields, approverKinds, options, problems, readOnly, onMove, onRemove } = props;
  const { t } = useTranslation();
  const n = index + 1;
  const valueOptions = useConditionValues();
  const watched = Form.useWatch<ConditionValues['field']>(['steps', index, 'condition', 'field']);
  const conditionField = watched === noCondition ? undefined : watched;
  const form = Form.useFormInstance();

  return (
    <Card
      size="small"
      title={t('workFlow.stepTitle', { n })}
      data-testid={`work-flow-step-${n}`}
      role="group"
      aria-label={t('workFlow.stepTitle', { n })}
      extra={
        !readOnly && (
          <Space size={4}>
            <Button
              type="text"
              icon={<ArrowUpOutlined />}
              aria-label={t('workFlow.action.moveUp', { n })}
              title={t('workFlow.action.moveUp', { n })}
              disabled={index === 0}
              onClick={() => onMove(index, index - 1)}
            />
            <Button
              type="text"
              icon={<ArrowDownOutlined />}
              aria-label={t('workFlow.action.moveDown', { n })}
              title={t('workFlow.action.moveDown', { n })}
              disabled={index === count - 1}
              onClick={() => onMove(index, index + 1)}
            />
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('workFlow.action.removeStep', { n })}
              title={t('workFlow.action.removeStep', { n })}
              onClick={() => onRemove(index)}
            />
          </Space>
        )
      }
    >
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name={[index, 'names', 'cn']} label={t('workFlow.field.stepNameCn')} required>
            <Input maxLength={processFieldLimits.stepName} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={[index, 'names', 'en']} label={t('workFlow.field.stepNameEn')}>
            <Input maxLength={processFieldLimits.stepName} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={[index, 'names', 'kr']} label={t('workFlow.field.stepNameKr')}>
            <Input maxLength={processFieldLimits.stepName} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name={[index, 'mode']} label={t('workFlow.field.mode')} required>
            <LazySelect
              options={stepModes.map((mode) => ({ value: mode, label: t(`workFlow.mode.${mode}`) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name={[index, 'dueHours']} label={t('workFlow.field.dueHours')} required>
            <InputNumber min={1} max={8760} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>

      <ApproverList
        list="approvers"
        index={index}
        approverKinds={approverKinds}
        options={options}
        readOnly={readOnly}
      />
      <ApproverList
        list="escalateTo"
        index={index}
        approverKinds={approverKinds}
        options={options}
        readOnly={readOnly}
      />

      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            name={[index, 'condition', 'field']}
            label={t('workFlow.field.condition')}
            extra={conditionField ? t('workFlow.conditionHint') : undefined}
          >
            <LazySelect
              onChange={() =>
                form.setFieldValue(['steps', index, 'condition'], {
                  field: form.getFieldValue(['steps', index, 'condition', 'field']) as unknown,
                })
              }
              options={[
                { value: noCondition, label: t('workFlow.condition.none') },
                ...fields.map((field) => ({ value: field, label: t(`workFlow.condition.${field}`) })),
              ]}
            />
          </Form.Item>
        </Col>
        {conditionField && (
          <Col xs={24} md={4}>
            <Form.Item label={t('workFlow.field.operator')}>
              <Typography.Text>
                {t(conditionField === 'amount' ? 'workFlow.operator.above' : 'workFlow.operator.among')}
              </Typography.Text>
            </Form.Item>
          </Col>
        )}
        {conditionField === 'amount' && (
          <Col xs={24} md={12}>
            <Form.Item name={[index, 'condition', 'above']} label={t('workFlow.field.amountAbove')} required>
              <Input inputMode="decimal" maxLength={18} />
            </Form.Item>
          </Col>
        )}
        {conditionField && conditionField !== 'amount' && (
          <Col xs={24} md={12}>
            <Form.Item name={[index, 'condition', 'values']} label={t('workFlow.field.values')} required>
              <LazySelect
                mode="multiple"
                optionFilterProp="label"
                maxCount={processFieldLimits.values}
                options={valueOptions[conditionField]}
              />
            </Form.Item>
          </Col>
        )}
      </Row>

      {problems.length > 0 && (
        <Alert
          type="error"
          showIcon
          role="alert"
          data-testid={`work-flow-step-${n}-problems`}
          message={
            problems.length === 1 ? (
              problems[0]
            ) : (
              <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                {problems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            )
          }
        />
      )}
    </Card>
  );
}

interface ApproverListProps {
  /** The step's approvers, or whom its overdue tasks escalate to. */
  list: 'approvers' | 'escalateTo';
  index: number;
  approverKinds: readonly ApproverKind[];
  options: ApproverOptions | undefined;
  readOnly: boolean;
}

const listText = {
  approvers: { label: 'workFlow.field.approvers', add: 'workFlow.action.addApprover', hint: undefined },
  escalateTo: {
    label: 'workFlow.field.escalateTo',
    add: 'workFlow.action.addEscalation',
    hint: 'workFlow.escalateHint',
  },
} as const;

/** A list of approver rows with its title and an add button. */
function ApproverList({ list, index, approverKinds, options, readOnly }: ApproverListProps) {
  const { t } = useTranslation();
  const text = listText[list];
  const n = index + 1;
  return (
    <>
      <Typography.Text strong>{t(text.label)}</Typography.Text>
      {text.hint && (
        <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
          {t(text.hint)}
        </Typography.Paragraph>
      )}
      <Form.List name={[index, list]}>
        {(rows, { add, remove }) => (
          <div style={{ marginTop: 8 }} data-testid={`work-flow-step-${n}-${list}`}>
            {rows.map((row) => (
              <ApproverRow
                key={row.key}
                name={row.name}
                path={['steps', index, list, row.name]}
                approverKinds={approverKinds}
                options={options}
                readOnly={readOnly}
                onRemove={() => remove(row.name)}
              />
            ))}
            {!readOnly && (
              <Form.Item>
                <Button
                  type="dashed"
                  icon={<PlusOutlined />}
                  onClick={() => add({ kind: approverKinds[0] ?? 'role' })}
                  aria-label={`${t(text.add)} (${t('workFlow.stepTitle', { n })})`}
                >
                  {t(text.add)}
                </Button>
              </Form.Item>
            )}
          </div>
        )}
      </Form.List>
    </>
  );
}

interface ApproverRowProps {
  name: number;
  path: (string | number)[];
  approverKinds: readonly ApproverKind[];
  options: ApproverOptions | undefined;
  readOnly: boolean;
  onRemove: () => void;
}

/** One approver: its kind, and the role, permission or user that kind names. */
function ApproverRow({ name, path, approverKinds, options, readOnly, onRemove }: ApproverRowProps) {
  const { t } = useTranslation();
  const kind = Form.useWatch<ApproverKind | undefined>([...path, 'kind']);
  const form = Form.useFormInstance();
  // A stored approver of a kind this subject no longer resolves is still shown (the server names it).
  const kinds = kind && !approverKinds.includes(kind) ? [...approverKinds, kind] : approverKinds;
  return (
    <Space align="start" wrap style={{ display: 'flex' }}>
      <Form.Item name={[name, 'kind']} style={{ width: 240 }}>
        <LazySelect
          aria-label={t('workFlow.field.approverKind')}
          options={kinds.map((value) => ({ value, label: t(`workFlow.approver.${value}`) }))}
          onChange={(value: ApproverKind) => form.setFieldValue(path, { kind: value })}
        />
      </Form.Item>
      {kind === 'role' && (
        <Form.Item name={[name, 'roleCode']} style={{ width: 280 }}>
          <LazySelect
            aria-label={t('workFlow.field.role')}
            placeholder={t('workFlow.field.role')}
            showSearch
            optionFilterProp="label"
            options={(options?.roles ?? []).map((role) => ({
              value: role.code,
              label: translateKnown(t, role.titleKey, role.code),
            }))}
          />
        </Form.Item>
      )}
      {kind === 'permission' && (
        <Form.Item name={[name, 'permission']} style={{ width: 280 }}>
          <LazySelect
            aria-label={t('workFlow.field.permission')}
            placeholder={t('workFlow.field.permission')}
            showSearch
            optionFilterProp="label"
            options={buttonDefinitions.map((button) => ({ value: button.code, label: t(button.titleKey) }))}
          />
        </Form.Item>
      )}
      {kind === 'user' && (
        <Form.Item name={[name, 'userId']} style={{ width: 280 }}>
          <LazySelect
            aria-label={t('workFlow.field.user')}
            placeholder={t('workFlow.field.user')}
            showSearch
            optionFilterProp="label"
            options={(options?.users ?? []).map((user) => ({
              value: user.id,
              label: `${user.name} (${user.username})`,
            }))}
          />
        </Form.Item>
      )}
      {!readOnly && (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('workFlow.action.removeApprover')}
          title={t('workFlow.action.removeApprover')}
          onClick={onRemove}
        />
      )}
    </Space>
  );
}
