import type { EndpointBody } from '@portal/contract';
import { quotationsEndpoints } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { quotationKeys } from './quotation-keys';

/** Query keys of the Q&A of one quotation (under the slice's, so any quotation change refreshes them). */
export const qaKeys = {
  all: [...quotationKeys.all, 'qa'] as const,
  thread: (quotationId: number, pageNum: number) => [...qaKeys.all, 'thread', quotationId, pageNum] as const,
  unread: (quotationId: number) => [...qaKeys.all, 'unread', quotationId] as const,
};

/**
 * One page of a quotation's Q&A, newest question first. Reading it marks the thread read on the server
 * (the answer still flags what the reader had not read), so the unread count is refreshed after it.
 */
export function useQaThread(quotationId: number, pageNum: number, pageSize = 10) {
  const client = useQueryClient();
  return useQuery({
    queryKey: qaKeys.thread(quotationId, pageNum),
    queryFn: async ({ signal }) => {
      const page = await request(quotationsEndpoints.pageQaThread, {
        body: { quotationId, pageNum, pageSize },
        signal,
      });
      void client.invalidateQueries({ queryKey: qaKeys.unread(quotationId) });
      return page;
    },
    placeholderData: keepPreviousData,
    // A reading marks the thread read: a return to the window does not read it again under the reader's
    // eyes (its unread marks would go); opening it again does.
    refetchOnWindowFocus: false,
  });
}

/** What the reader has not read on the quotation (and on every quotation it reads). */
export const useQaUnreadCount = (quotationId: number) =>
  useQuery({
    queryKey: qaKeys.unread(quotationId),
    queryFn: ({ signal }) => request(quotationsEndpoints.qaUnreadCount, { query: { quotationId }, signal }),
  });

type QaPost =
  | { action: 'ask'; body: EndpointBody<typeof quotationsEndpoints.askQuestion> }
  | { action: 'answer'; body: EndpointBody<typeof quotationsEndpoints.answerQuestion> }
  | { action: 'markRead'; quotationId: number };

/** Asks, answers or marks the thread read; then reads the Q&A again. */
export function useQaPost() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (post: QaPost) => {
      switch (post.action) {
        case 'ask':
          await request(quotationsEndpoints.askQuestion, { body: post.body });
          return;
        case 'answer':
          await request(quotationsEndpoints.answerQuestion, { body: post.body });
          return;
        case 'markRead':
          await request(quotationsEndpoints.markQaRead, { body: { quotationId: post.quotationId } });
          return;
      }
    },
    onSuccess: () => client.invalidateQueries({ queryKey: qaKeys.all }),
  });
}

/** Saves a file of a question or its answer under its own name. */
export function downloadQaFile(questionId: number, fileId: string) {
  return request(quotationsEndpoints.downloadQaFile, { query: { questionId, fileId } });
}
