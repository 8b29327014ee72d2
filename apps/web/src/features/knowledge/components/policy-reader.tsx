import { PaperClipOutlined } from '@ant-design/icons';
import { Button, Descriptions, Drawer, Empty, Flex, Result, Space, Spin } from 'antd';
import { Typography } from '../../../components/typography';
import { DateTime } from '../../../components/date-time';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../components/format';
import { RequestCancelled, RequestError } from '../../../lib/request';
import { downloadPolicyFile } from '../api/download-policy-file';
import { usePolicyInfo } from '../api/get-policy-info';
import { PlainText } from './qa-list';
import { PolicyStateTags } from './policy-state-tags';

/** The reading view of a policy: title, version, effective dates, body (as text) and attachments. */
export function PolicyReader({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: policy, isError } = usePolicyInfo(id);

  const download = (fileId: string) =>
    downloadPolicyFile(id, fileId).catch((error: unknown) => {
      if (!(error instanceof RequestError || error instanceof RequestCancelled)) throw error;
    });

  let body;
  if (isError) body = <Result status="warning" title={t('state.loadError')} />;
  else if (!policy)
    body = (
      <Flex justify="center" style={{ padding: 48 }}>
        <Spin />
      </Flex>
    );
  else
    body = (
      <Flex vertical gap={16}>
        <Descriptions
          size="small"
          column={2}
          items={[
            {
              key: 'version',
              label: t('knowledge.policy.version'),
              children: t('knowledge.policy.versionLabel', { version: policy.version }),
            },
            {
              key: 'state',
              label: t('knowledge.field.status'),
              children: <PolicyStateTags policy={policy} />,
            },
            {
              key: 'from',
              label: t('knowledge.policy.effectiveFrom'),
              children: <DateTime value={policy.effectiveFrom} date />,
            },
            {
              key: 'to',
              label: t('knowledge.policy.effectiveTo'),
              children: policy.effectiveTo ? formatDate(policy.effectiveTo) : t('knowledge.policy.openEnded'),
            },
          ]}
        />
        <PlainText text={policy.body} />
        <div>
          <Typography.Title level={5}>{t('knowledge.policy.attachments')}</Typography.Title>
          {policy.files.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('knowledge.policy.noAttachments')} />
          ) : (
            <Space direction="vertical">
              {policy.files.map((file) => (
                <Button
                  key={file.id}
                  type="link"
                  icon={<PaperClipOutlined aria-hidden />}
                  onClick={() => void download(file.id)}
                >
                  {file.name}
                </Button>
              ))}
            </Space>
          )}
        </div>
      </Flex>
    );

  return (
    <Drawer open size={720} title={policy?.title ?? t('state.loading')} onClose={onClose} destroyOnHidden>
      {body}
    </Drawer>
  );
}
