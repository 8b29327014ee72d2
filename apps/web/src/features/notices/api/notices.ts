import type { PageNoticesInput, SaveMailPreferencesBody, UnreadCount } from '@portal/contract';
import { noticesRefs } from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** Query keys of the notices slice: a new count refreshes the lists (`all`). */
export const noticeKeys = {
  all: ['notices'] as const,
  unread: () => [...noticeKeys.all, 'unread'] as const,
  page: (filters: PageNoticesInput) => [...noticeKeys.all, 'page', filters] as const,
  preferences: () => ['notice-mail-preferences'] as const,
};

// The bell's calls run in the background of every screen: a failure is not worth a message.
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: noticeKeys.unread(),
    queryFn: ({ signal }) => request(noticesRefs.unreadCount, { signal, silent: true }),
    // The stream keeps it live; read again on coming back to the window, should the stream be down.
    refetchOnWindowFocus: true,
  });

export const noticePageQuery = (filters: PageNoticesInput) =>
  queryOptions({
    queryKey: noticeKeys.page(filters),
    queryFn: ({ signal }) => request(noticesRefs.pageNotices, { body: filters, signal, silent: true }),
  });

export const useNoticePage = (filters: PageNoticesInput, enabled: boolean) =>
  useQuery({ ...noticePageQuery(filters), enabled });

/** After a change of read marks: the count the server answered, and the lists again. */
function useReadMarks() {
  const queryClient = useQueryClient();
  return (count: UnreadCount) => {
    queryClient.setQueryData(noticeKeys.unread(), count);
    void queryClient.invalidateQueries({ queryKey: [...noticeKeys.all, 'page'] });
  };
}

export function useMarkNoticeRead() {
  const onSuccess = useReadMarks();
  return useMutation({
    mutationFn: (id: number) => request(noticesRefs.markRead, { body: { id }, silent: true }),
    onSuccess,
  });
}

export function useMarkAllNoticesRead() {
  const onSuccess = useReadMarks();
  return useMutation({ mutationFn: () => request(noticesRefs.markAllRead, {}), onSuccess });
}

export const useMailPreferences = (enabled: boolean) =>
  useQuery({
    queryKey: noticeKeys.preferences(),
    queryFn: ({ signal }) => request(noticesRefs.getMailPreferences, { signal }),
    enabled,
  });

export function useSaveMailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveMailPreferencesBody) => request(noticesRefs.saveMailPreferences, { body }),
    onSuccess: (data) => queryClient.setQueryData(noticeKeys.preferences(), data),
  });
}
