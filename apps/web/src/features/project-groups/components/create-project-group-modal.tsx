import type { ProjectGroupSubjectKind } from '@portal/contract';
import { createProjectGroupBodySchema, projectGroupLimits } from '@portal/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { schemaRule } from '../../../lib/form-rules';
import { notify } from '../../../lib/notify';
import { useSession } from '../../../lib/session';
import { useCreateProjectGroup } from '../api/create-project-group';
import { MemberPicker } from './member-picker';

interface Values {
  name: string;
  memberIds: number[];
}

/** A new project group on the record: its name and at least two members besides the reader. */
export function CreateProjectGroupModal({
  subjectKind,
  subjectId,
  subjectNo,
  onClose,
}: {
  subjectKind: ProjectGroupSubjectKind;
  subjectId: number;
  subjectNo: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateProjectGroup();
  const me = useSession((s) => s.userInfo?.id);
  const label = { name: t('projectGroup.field.name'), members: t('projectGroup.field.members') };
  const min = projectGroupLimits.minMembers;
  return (
    <FormModal<Values>
      title={t('projectGroup.createTitle')}
      name="createProjectGroup"
      initialValues={{ name: t('projectGroup.defaultName', { no: subjectNo }), memberIds: [] }}
      okText={t('projectGroup.create')}
      width={560}
      onClose={onClose}
      onSubmit={async (values) => {
        const created = await create.mutateAsync({ subjectKind, subjectId, ...values });
        notify.success(t('projectGroup.created', { name: created.name }));
      }}
    >
      <Form.Item
        name="name"
        label={label.name}
        required
        rules={[schemaRule(createProjectGroupBodySchema.shape.name, label.name)]}
      >
        <Input maxLength={projectGroupLimits.name} />
      </Form.Item>
      <Form.Item
        name="memberIds"
        label={label.members}
        required
        extra={t('projectGroup.membersHelp', { min })}
        rules={[
          {
            validator: (_rule, value: number[] | undefined) =>
              (value ?? []).filter((id) => id !== me).length >= min
                ? Promise.resolve()
                : Promise.reject(new Error(t('validation.groupMembers', { min }))),
          },
        ]}
      >
        <MemberPicker subjectKind={subjectKind} subjectId={subjectId} exclude={me ? [me] : []} />
      </Form.Item>
    </FormModal>
  );
}
