import type { Notice } from '@portal/contract';
import { Badge, Button, Empty, Flex, List, Segmented, Spin, theme } from 'antd';
import { DateTime } from '../../../components/date-time';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ignoreReported } from '../../../lib/request';
import { useMarkAllNoticesRead, useMarkNoticeRead, useNoticePage } from '../api/notices';
import { noticeLink, noticeText } from './notice-link';

const step = 10;

/** The notices list of the bell: unread first, all or only unread, each opening its subject. */
export function NoticePanel({
  onNavigate,
  onPreferences,
}: {
  onNavigate: () => void;
  onPreferences: () => void;
}) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const [read, setRead] = useState<'all' | 'unread'>('all');
  const [pageSize, setPageSize] = useState(step);
  const page = useNoticePage({ pageNum: 1, pageSize, read, order: 'unreadFirst' }, true);
  const markRead = useMarkNoticeRead();
  const markAll = useMarkAllNoticesRead();
  const list = page.data?.list ?? [];

  const open = (notice: Notice) => {
    if (notice.readAt === null) markRead.mutate(notice.id, { onError: ignoreReported });
    onNavigate();
    void navigate(noticeLink(notice));
  };

  return (
    <div style={{ width: 400, maxWidth: 'calc(100vw - 32px)' }} data-testid="notice-panel">
      <Flex justify="space-between" align="center" gap={8} style={{ marginBottom: 8 }}>
        <span style={{ fontWeight: token.fontWeightStrong }}>{t('notice.title')}</span>
        <Segmented<'all' | 'unread'>
          size="small"
          value={read}
          onChange={(value) => {
            setRead(value);
            setPageSize(step);
          }}
          options={[
            { value: 'all', label: t('notice.filter.all') },
            { value: 'unread', label: t('notice.unread') },
          ]}
        />
        <Button
          size="small"
          type="link"
          loading={markAll.isPending}
          disabled={!list.some((notice) => notice.readAt === null)}
          onClick={() => markAll.mutate(undefined, { onError: ignoreReported })}
        >
          {t('notice.markAllRead')}
        </Button>
      </Flex>
      <div style={{ maxHeight: 420, overflowY: 'auto' }}>
        {page.isPending ? (
          <Flex justify="center" style={{ padding: 24 }}>
            <Spin />
          </Flex>
        ) : list.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('notice.empty')} />
        ) : (
          <List
            size="small"
            dataSource={list}
            renderItem={(notice) => (
              <List.Item
                key={notice.id}
                data-testid="notice-item"
                onClick={() => open(notice)}
                style={{ cursor: 'pointer', alignItems: 'flex-start' }}
              >
                <Flex gap={8} align="flex-start" style={{ width: '100%' }}>
                  <Badge
                    status={notice.readAt === null ? 'processing' : 'default'}
                    title={notice.readAt === null ? t('notice.unread') : t('notice.read')}
                  />
                  <Flex vertical style={{ minWidth: 0, flex: 1 }}>
                    <a
                      href={noticeLink(notice)}
                      onClick={(event) => event.preventDefault()}
                      style={{
                        color: token.colorText,
                        fontWeight: notice.readAt === null ? token.fontWeightStrong : undefined,
                      }}
                    >
                      {noticeText(t, notice)}
                    </a>
                    {notice.params.title && (
                      <span style={{ color: token.colorTextSecondary }}>{notice.params.title}</span>
                    )}
                    {notice.params.comment && (
                      <span style={{ color: token.colorTextSecondary }}>
                        {t('notice.comment', { comment: notice.params.comment })}
                      </span>
                    )}
                    <span style={{ color: token.colorTextTertiary, fontSize: token.fontSizeSM }}>
                      <DateTime value={notice.createdAt} />
                    </span>
                  </Flex>
                </Flex>
              </List.Item>
            )}
          />
        )}
      </div>
      <Flex justify="space-between" style={{ marginTop: 8 }}>
        <Button size="small" type="link" onClick={onPreferences}>
          {t('notice.preferences')}
        </Button>
        {(page.data?.total ?? 0) > list.length && (
          <Button size="small" type="link" onClick={() => setPageSize((size) => size + step)}>
            {t('notice.showMore')}
          </Button>
        )}
      </Flex>
    </div>
  );
}
