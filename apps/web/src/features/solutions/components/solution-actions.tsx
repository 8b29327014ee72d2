import type { SolutionInfo } from '@portal/contract';
import { returnSolutionBodySchema } from '@portal/contract';
import { Button, Form, Input, Modal, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { schemaRule } from '../../../lib/form-rules';
import { notify } from '../../../lib/notify';
import { ignoreReported } from '../../../lib/request';
import type { SolutionMove } from '../api/move-solution';
import { useMoveSolution } from '../api/move-solution';
import { DeliberateForm, submitDeliberately } from '../../../components/deliberate-form';

/** The order the moves are offered in, and which of them ask first. */
const order: SolutionMove[] = ['startDesign', 'submit', 'approve', 'return', 'revise', 'delete'];
const asks: Partial<
  Record<
    SolutionMove,
    | 'solution.confirm.submit'
    | 'solution.confirm.approve'
    | 'solution.confirm.revise'
    | 'solution.confirm.delete'
  >
> = {
  submit: 'solution.confirm.submit',
  approve: 'solution.confirm.approve',
  revise: 'solution.confirm.revise',
  delete: 'solution.confirm.delete',
};

/** The return of a submitted solution, with its reason (required). */
function ReturnDialog({ solution, onClose }: { solution: SolutionInfo; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const move = useMoveSolution();
  const finish = async ({ reason }: { reason: string }) => {
    try {
      await move.mutateAsync({ action: 'return', id: solution.id, rowVersion: solution.rowVersion, reason });
      notify.success(t('solution.done.return', { no: solution.solutionNo }));
      onClose();
    } catch (error) {
      ignoreReported(error);
    }
  };
  return (
    <Modal
      open
      title={t('solution.returnTitle', { no: solution.solutionNo })}
      okText={t('solution.action.return')}
      cancelText={t('widget.cancel')}
      okButtonProps={{ danger: true, loading: move.isPending }}
      onOk={() => void submitDeliberately(form, finish)}
      onCancel={onClose}
      destroyOnHidden
    >
      <DeliberateForm form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('solution.field.returnReason')}
          required
          rules={[schemaRule(returnSolutionBodySchema.shape.reason, t('solution.field.returnReason'))]}
        >
          <Input.TextArea rows={4} maxLength={1000} autoFocus />
        </Form.Item>
      </DeliberateForm>
    </Modal>
  );
}

/** The moves the server offers on the solution (and nothing else), each asking first where it matters. */
export function SolutionActions({ solution, onEdit }: { solution: SolutionInfo; onEdit: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const move = useMoveSolution();
  const [returning, setReturning] = useState(false);
  const take = async (action: SolutionMove) => {
    try {
      const after = await move.mutateAsync({ action, id: solution.id, rowVersion: solution.rowVersion });
      notify.success(
        t(`solution.done.${action}`, {
          no: solution.solutionNo,
          version: after?.version ?? solution.version,
        }),
      );
      if (action === 'delete') void navigate(paths.solutionList);
      else if (after && after.id !== solution.id) void navigate(paths.solutionDesign(after.id));
    } catch (error) {
      ignoreReported(error);
    }
  };
  const offered = order.filter((action) => solution.actions.includes(action));
  return (
    <Space wrap>
      {solution.actions.includes('edit') ? (
        <Button type="primary" onClick={onEdit}>
          {t('solution.action.edit')}
        </Button>
      ) : null}
      {offered.map((action) => {
        const danger = action === 'delete' || action === 'return';
        if (action === 'return')
          return (
            <Button key={action} danger onClick={() => setReturning(true)}>
              {t('solution.action.return')}
            </Button>
          );
        const ask = asks[action];
        const button = (
          <Button
            key={action}
            danger={danger}
            loading={move.isPending && move.variables?.action === action}
            onClick={ask ? undefined : () => void take(action)}
          >
            {t(`solution.action.${action}`)}
          </Button>
        );
        return ask ? (
          <Popconfirm
            key={action}
            title={t(ask, { no: solution.solutionNo })}
            okText={t('widget.ok')}
            cancelText={t('widget.cancel')}
            okButtonProps={{ danger }}
            onConfirm={() => take(action)}
          >
            {button}
          </Popconfirm>
        ) : (
          button
        );
      })}
      {returning ? <ReturnDialog solution={solution} onClose={() => setReturning(false)} /> : null}
    </Space>
  );
}
