import type { ProjectGroup, ProjectGroupSubjectKind } from '@portal/contract';
import { Button, Card, Flex, Form, Modal, Spin, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../../components/form-modal';
import { DateTime } from '../../../components/date-time';
import { Typography } from '../../../components/typography';
import { notify } from '../../../lib/notify';
import { ignoreReported } from '../../../lib/request';
import { useAddProjectGroupMembers, useRemoveProjectGroupMember } from '../api/change-project-group-members';
import { useProjectGroup } from '../api/get-project-group';
import { CreateProjectGroupModal } from './create-project-group-modal';
import { MemberPicker, usePersonLabel } from './member-picker';
import { ProjectGroupThread } from './project-group-thread';

function AddMembersModal({ group, onClose }: { group: ProjectGroup; onClose: () => void }) {
  const { t } = useTranslation();
  const add = useAddProjectGroupMembers();
  const label = t('projectGroup.field.members');
  return (
    <FormModal<{ memberIds: number[] }>
      title={t('projectGroup.addMembers')}
      name="addProjectGroupMembers"
      initialValues={{ memberIds: [] }}
      okText={t('projectGroup.addMembers')}
      width={560}
      onClose={onClose}
      onSubmit={async ({ memberIds }) => {
        await add.mutateAsync({ id: group.id, memberIds });
        notify.success(t('projectGroup.membersAdded'));
      }}
    >
      <Form.Item
        name="memberIds"
        label={label}
        required
        rules={[
          { required: true, type: 'array', min: 1, message: t('validation.requiredSelect', { name: label }) },
        ]}
      >
        <MemberPicker
          subjectKind={group.subjectKind}
          subjectId={group.subjectId}
          exclude={group.members.map((m) => m.userId)}
        />
      </Form.Item>
    </FormModal>
  );
}

function GroupBody({ group }: { group: ProjectGroup }) {
  const { t } = useTranslation();
  const label = usePersonLabel();
  const remove = useRemoveProjectGroupMember();
  const [modal, holder] = Modal.useModal();
  const [adding, setAdding] = useState(false);
  const mayRemove = group.actions.includes('removeMember');
  const confirmRemove = (userId: number, name: string) =>
    void modal.confirm({
      title: t('projectGroup.removeConfirm', { name }),
      okText: t('widget.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await remove.mutateAsync({ id: group.id, userId });
          notify.success(t('projectGroup.memberRemoved', { name }));
        } catch (error) {
          ignoreReported(error);
        }
      },
    });
  return (
    <Flex vertical gap={12}>
      {holder}
      <Flex gap={8} wrap align="center">
        <Typography.Text type="secondary">{t('projectGroup.creator')}</Typography.Text>
        <Typography.Text>{group.creatorName}</Typography.Text>
        <Typography.Text type="secondary">
          <DateTime value={group.createdAt} />
        </Typography.Text>
        {group.inMessagingApp ? <Tag color="blue">{t('projectGroup.inMessagingApp')}</Tag> : null}
      </Flex>
      <Flex gap={8} wrap align="center" data-testid="project-group-members">
        <Typography.Text type="secondary">{t('projectGroup.field.members')}</Typography.Text>
        {group.members.map((member) => (
          <Tag
            key={member.userId}
            color={member.isCreator ? 'gold' : undefined}
            closable={mayRemove && !member.isCreator}
            closeIcon={mayRemove && !member.isCreator ? undefined : false}
            onClose={(event) => {
              event.preventDefault();
              confirmRemove(member.userId, member.name);
            }}
          >
            {label(member)}
          </Tag>
        ))}
        {group.actions.includes('addMembers') ? (
          <Button size="small" onClick={() => setAdding(true)}>
            {t('projectGroup.addMembers')}
          </Button>
        ) : null}
      </Flex>
      {group.isMember ? (
        <ProjectGroupThread groupId={group.id} canPost={group.actions.includes('post')} />
      ) : (
        <Typography.Text type="secondary">{t('projectGroup.notMember')}</Typography.Text>
      )}
      {adding ? <AddMembersModal group={group} onClose={() => setAdding(false)} /> : null}
    </Flex>
  );
}

/**
 * The project group of a ticket or an opportunity: its members and discussion, or a button to create one.
 * Composed into the record's detail by its page.
 */
export function ProjectGroupCard({
  subjectKind,
  subjectId,
}: {
  subjectKind: ProjectGroupSubjectKind;
  subjectId: number;
}) {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useProjectGroup(subjectKind, subjectId);
  const [creating, setCreating] = useState(false);
  const group = data?.group ?? null;
  return (
    <Card
      size="small"
      data-testid="project-group"
      title={group ? `${t('projectGroup.title')} · ${group.name}` : t('projectGroup.title')}
    >
      {isLoading ? (
        <Spin />
      ) : isError || !data ? (
        <Typography.Text type="secondary">{t('state.loadError')}</Typography.Text>
      ) : group ? (
        <GroupBody key={group.rowVersion} group={group} />
      ) : (
        <Flex gap={12} align="center" wrap>
          <Typography.Text type="secondary">{t('projectGroup.none')}</Typography.Text>
          {data.mayCreate ? (
            <Button type="primary" onClick={() => setCreating(true)}>
              {t('projectGroup.create')}
            </Button>
          ) : null}
        </Flex>
      )}
      {creating && data ? (
        <CreateProjectGroupModal
          subjectKind={subjectKind}
          subjectId={subjectId}
          subjectNo={data.subjectNo}
          onClose={() => setCreating(false)}
        />
      ) : null}
    </Card>
  );
}
