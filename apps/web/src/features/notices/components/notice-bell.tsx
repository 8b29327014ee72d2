import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Popover, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session';
import { unreadCountQuery } from '../api/notices';
import { useNoticeStream } from '../hooks/use-notice-stream';

// The list and its dialog load when the bell is first opened: the header stays light.
const NoticePanel = lazy(() => import('./notice-panel').then((m) => ({ default: m.NoticePanel })));
const MailPreferencesModal = lazy(() =>
  import('./mail-preferences-modal').then((m) => ({ default: m.MailPreferencesModal })),
);

/** The header's bell: the unread count, kept live by the notice stream, and the list in a popover. */
export function NoticeBell() {
  const { t } = useTranslation();
  const signedIn = useSession((s) => s.userInfo !== null);
  const [open, setOpen] = useState(false);
  // The dialog lives beside the popover, not in it: a click in the dialog closes the popover.
  const [preferencesOpen, setPreferencesOpen] = useState(false);
  const { data } = useQuery({ ...unreadCountQuery(), enabled: signedIn });
  useNoticeStream(signedIn);
  const count = data?.unread ?? 0;
  return (
    <>
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger="click"
        placement="bottomRight"
        arrow={false}
        destroyOnHidden
        content={
          <Suspense fallback={<Spin size="small" />}>
            <NoticePanel
              onNavigate={() => setOpen(false)}
              onPreferences={() => {
                setOpen(false);
                setPreferencesOpen(true);
              }}
            />
          </Suspense>
        }
      >
        <Button
          type="text"
          aria-label={t('notice.bell', { count })}
          data-testid="notice-bell"
          icon={
            <Badge count={count} size="small" overflowCount={99} data-testid="notice-count">
              <BellOutlined style={{ fontSize: 18 }} />
            </Badge>
          }
        />
      </Popover>
      {preferencesOpen && (
        <Suspense fallback={null}>
          <MailPreferencesModal onClose={() => setPreferencesOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
