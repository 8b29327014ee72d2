import { backupsEndpoints } from '@portal/contract';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { backupKeys } from './backup-keys';

export const startBackupMutation = () =>
  mutationOptions({
    // The drawer shows a refusal (one being written, DATABASE_URL) itself, where the button is.
    mutationFn: () => request(backupsEndpoints.start, { body: {}, silent: true }),
  });

/** Starts a backup on the server, then lists again: the list shows it being written. */
export function useStartBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    ...startBackupMutation(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: backupKeys.list() }),
  });
}
