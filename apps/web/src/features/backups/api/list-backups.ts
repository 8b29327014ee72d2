import { backupsEndpoints } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { backupKeys } from './backup-keys';

/** How often the list asks again while a backup is being written. */
export const backupPollMs = 2000;

export const listBackupsQuery = () =>
  queryOptions({
    queryKey: backupKeys.list(),
    queryFn: ({ signal }) => request(backupsEndpoints.list, { body: {}, signal }),
    // While one is being written the list refreshes until it is done.
    refetchInterval: (query) => (query.state.data?.running ? backupPollMs : false),
  });

/** The archives in the backup folder (newest first), and whether one is being written now. */
export const useBackups = () => useQuery(listBackupsQuery());
