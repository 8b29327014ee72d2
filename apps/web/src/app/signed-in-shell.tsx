import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { followLanguageInDayjs } from '../lib/dayjs-language';
import { prepareNotify } from '../lib/notify';
import { configureSessionActions } from '../lib/session-actions';

/**
 * The outer part of the signed-in shell, loaded after sign-in and kept off the sign-in pages: the
 * query cache (sign-out clears it), dayjs in the app's language, and the message host (so failures
 * after sign-in show even when the connection is gone).
 */
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 } },
});
configureSessionActions({ queryClient });
prepareNotify();

/** Resolves when the shell can render (dayjs' locale is set). */
export const shellReady = followLanguageInDayjs();

export function SignedInShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
