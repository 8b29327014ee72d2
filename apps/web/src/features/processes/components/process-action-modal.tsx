import type { ProcessAction, ProcessInfo } from '@portal/contract';
import {
  processCommentBodySchema,
  processFieldLimits,
  processMoveBodySchema,
  transferProcessBodySchema,
} from '@portal/contract';
import { Alert, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { schemaRule } from '../../../lib/form-rules';
import { notify } from '../../../lib/notify';
import { ignoreReported } from '../../../lib/request';
import { useProcessAction, useProcessUsers } from '../api/process-api';
import { DeliberateForm, submitDeliberately } from '../../../components/deliberate-form';
import { LazySelect } from '../../../components/lazy-select';

/** Actions whose comment is required (the engine refuses them without one). */
const commentRequired: readonly ProcessAction[] = ['reject', 'return', 'comment'];
/** Actions that end or stop the process: the dialog says what follows before it is confirmed. */
const finalActions = ['reject', 'return', 'withdraw', 'close'] as const;
type FinalAction = (typeof finalActions)[number];
const isFinal = (action: ProcessAction): action is FinalAction =>
  (finalActions as readonly ProcessAction[]).includes(action);

interface ActionValues {
  comment?: string;
  toUserId?: number;
}

/**
 * One action on a process, confirmed in a dialog: a comment box (required to reject, return or comment), the
 * new approver of a transfer, and for the actions that end or stop the process what follows. The server's
 * refusal is shown by the request module and the dialog stays open.
 */
export function ProcessActionModal({
  process,
  action,
  onClose,
}: {
  process: ProcessInfo;
  action: ProcessAction;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ActionValues>();
  const send = useProcessAction();
  const users = useProcessUsers(action === 'transfer');
  const required = commentRequired.includes(action);
  const commentLabel = t('processCentre.field.comment');
  const commentSchema = required
    ? processCommentBodySchema.shape.comment
    : processMoveBodySchema.shape.comment;
  const danger = action === 'reject' || action === 'close';

  const finish = async (values: ActionValues) => {
    try {
      await send.mutateAsync({
        action,
        process,
        comment: values.comment?.trim() || null,
        ...(values.toUserId === undefined ? {} : { toUserId: values.toUserId }),
      });
      notify.success(t(`processCentre.done.${action}`, { no: process.subjectNo }));
      onClose();
    } catch (error) {
      ignoreReported(error);
    }
  };

  return (
    <Modal
      open
      title={t('processCentre.act.title', { action: t(`process.action.${action}`), no: process.subjectNo })}
      okText={t(`process.action.${action}`)}
      okButtonProps={{ danger }}
      cancelText={t('widget.cancel')}
      confirmLoading={send.isPending}
      onOk={() => void submitDeliberately(form, finish)}
      onCancel={onClose}
      destroyOnHidden
    >
      {isFinal(action) ? (
        <Alert
          style={{ marginBottom: 16 }}
          type={danger ? 'warning' : 'info'}
          showIcon
          message={t(`processCentre.act.final.${action}`, { no: process.subjectNo })}
        />
      ) : null}
      <DeliberateForm form={form} layout="vertical" name={`process-${action}`}>
        {action === 'transfer' ? (
          <Form.Item
            name="toUserId"
            label={t('processCentre.field.transferTo')}
            required
            rules={[
              schemaRule(
                transferProcessBodySchema.shape.toUserId,
                t('processCentre.field.transferTo'),
                'choice',
              ),
            ]}
          >
            <LazySelect
              showSearch
              optionFilterProp="label"
              loading={users.isPending}
              placeholder={t('processCentre.act.chooseUser')}
              options={(users.data ?? []).map((user) => ({
                value: user.id,
                label: `${user.name} (${user.username})`,
              }))}
            />
          </Form.Item>
        ) : null}
        <Form.Item
          name="comment"
          label={commentLabel}
          required={required}
          rules={[schemaRule(commentSchema, commentLabel)]}
        >
          <Input.TextArea
            rows={4}
            maxLength={processFieldLimits.comment}
            showCount
            autoFocus
            placeholder={t('processCentre.act.commentPlaceholder')}
          />
        </Form.Item>
      </DeliberateForm>
    </Modal>
  );
}
