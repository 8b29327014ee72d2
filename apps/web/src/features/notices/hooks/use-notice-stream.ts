import type { UnreadCount } from '@portal/contract';
import { noticesRefs, noticeStreamPath } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { request } from '../../../lib/request';
import { noticeKeys } from '../api/notices';

/** Waits before reconnecting: 2 s, doubling up to a minute. */
const firstDelay = 2000;
const longestDelay = 60_000;

/** The data of a `count` event (checked by hand: the shell loads no schema library). */
function countOf(data: string): UnreadCount | null {
  try {
    const parsed: unknown = JSON.parse(data);
    if (typeof parsed === 'object' && parsed !== null && 'unread' in parsed) {
      const { unread } = parsed;
      if (typeof unread === 'number' && Number.isInteger(unread) && unread >= 0) return { unread };
    }
  } catch {
    // Not JSON: ignored.
  }
  return null;
}

/**
 * Keeps the unread count live: asks for a one-minute ticket (with the session's token), opens the
 * server-sent-event stream with it and writes each `count` event into the query cache (the lists
 * follow). A stream that fails is closed and opened again with a new ticket after a growing delay.
 * Without EventSource, or while the stream is down, the count is simply what was last read (the bell
 * also reads it when opened): the failure is quiet.
 */
export function useNoticeStream(enabled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let stopped = false;
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let delay = firstDelay;

    const later = () => {
      if (stopped) return;
      timer = setTimeout(() => void open(), delay);
      delay = Math.min(delay * 2, longestDelay);
    };
    const open = async () => {
      timer = null;
      let ticket: string;
      try {
        ticket = (await request(noticesRefs.streamTicket, { silent: true })).ticket;
      } catch {
        later();
        return;
      }
      if (stopped) return;
      const stream = new EventSource(`/api${noticeStreamPath}?ticket=${encodeURIComponent(ticket)}`);
      source = stream;
      stream.addEventListener('count', (event: MessageEvent<string>) => {
        delay = firstDelay;
        const count = countOf(event.data);
        if (!count) return;
        const before = queryClient.getQueryData(noticeKeys.unread());
        queryClient.setQueryData(noticeKeys.unread(), count);
        if (before !== undefined)
          void queryClient.invalidateQueries({ queryKey: [...noticeKeys.all, 'page'] });
      });
      // The ticket is single-minute: let the browser not retry with it, open a new stream instead.
      stream.onerror = () => {
        stream.close();
        if (source === stream) source = null;
        later();
      };
    };
    void open();
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      source?.close();
    };
  }, [enabled, queryClient]);
}
