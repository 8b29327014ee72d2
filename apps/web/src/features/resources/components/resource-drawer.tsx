import { DownloadOutlined } from '@ant-design/icons';
import type { ResourceShelf } from '@portal/contract';
import { permissions } from '@portal/contract';
import { Button, Descriptions, Drawer, Space, Table } from 'antd';
import { Typography } from '../../../components/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBytes, formatDateTime } from '../../../components/format';
import { LoadErrorState } from '../../../components/load-error-state';
import { useLanguageNames } from '../../../components/language-names';
import { hasButton, useSession } from '../../../lib/session';
import { ignoreReported } from '../../../lib/request';
import { useProductLines } from '../../../lib/use-product-lines';
import { useDownloadResource, useResource, useResourceDownloads } from '../api/resources';
import { ResourcePreview } from './resource-preview';
import { useResourceText } from './resource-labels';

/** A resource opened: its fields, its preview or player, the download, and (staff) its download log. */
export function ResourceDrawer({
  shelf,
  id,
  onClose,
}: {
  shelf: ResourceShelf;
  id: number;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const resource = useResource(shelf, id);
  const text = useResourceText();
  const productLines = useProductLines();
  const languageNames = useLanguageNames();
  const download = useDownloadResource(shelf);
  const keeps = useSession((s) => hasButton(permissions.resourceEdit, s));
  const r = resource.data;
  return (
    <Drawer
      open
      width={760}
      onClose={onClose}
      title={r ? text.name(r) : t('resource.preview')}
      destroyOnHidden
    >
      {resource.isError && <LoadErrorState onRetry={() => void resource.refetch()} />}
      {r && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <ResourcePreview shelf={shelf} resource={r} />
          <Button
            type="primary"
            icon={<DownloadOutlined aria-hidden />}
            onClick={() => download(r.id).catch(ignoreReported)}
          >
            {t('resource.download')}
          </Button>
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={t('resource.field.category')}>
              {t(`resource.category.${r.category}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('resource.field.productLine')}>
              {productLines.label(r.productLineCode)}
            </Descriptions.Item>
            <Descriptions.Item label={t('resource.field.kind')}>
              {t(`resource.kind.${r.kind}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('resource.field.languages')}>
              {r.languages.map((l) => languageNames[l]).join(', ')}
            </Descriptions.Item>
            <Descriptions.Item label={t('resource.field.file')}>
              {r.fileName} ({formatBytes(r.fileSize)})
            </Descriptions.Item>
            <Descriptions.Item label={t('resource.field.version')}>{r.version}</Descriptions.Item>
            <Descriptions.Item label={t('resource.field.downloads')}>{r.downloadCount}</Descriptions.Item>
            <Descriptions.Item label={t('resource.field.updatedAt')}>
              {formatDateTime(r.updatedAt)}
            </Descriptions.Item>
            <Descriptions.Item label={t('resource.field.description')} span={2}>
              <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>
                {text.description(r) || '--'}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          {keeps && <DownloadLog resourceId={r.id} />}
        </Space>
      )}
    </Drawer>
  );
}

function DownloadLog({ resourceId }: { resourceId: number }) {
  const { t } = useTranslation();
  const [pageNum, setPageNum] = useState(1);
  const log = useResourceDownloads(resourceId, pageNum);
  return (
    <div>
      <Typography.Title level={5}>{t('resource.downloadLog')}</Typography.Title>
      <Table
        size="small"
        rowKey="id"
        loading={log.isFetching}
        dataSource={log.data?.list ?? []}
        pagination={{
          current: pageNum,
          pageSize: 10,
          total: log.data?.total ?? 0,
          onChange: setPageNum,
          showSizeChanger: false,
        }}
        columns={[
          { key: 'user', title: t('resource.log.user'), dataIndex: 'userName' },
          {
            key: 'company',
            title: t('resource.log.company'),
            render: (_, d) => d.companyName ?? '--',
          },
          { key: 'version', title: t('resource.log.version'), dataIndex: 'version' },
          {
            key: 'time',
            title: t('resource.log.time'),
            render: (_, d) => formatDateTime(d.downloadedAt),
          },
        ]}
      />
    </div>
  );
}
