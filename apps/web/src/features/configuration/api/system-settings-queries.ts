import type { ConfigurationHistoryQuery, EndpointBody } from '@portal/contract';
import { systemSettingsEndpoints as ep } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { codeTablesChangedEvent } from '../../../lib/code-tables';

/** Query keys of system management. */
export const systemSettingsKeys = {
  all: ['system-settings'] as const,
  codeTables: () => [...systemSettingsKeys.all, 'code-tables'] as const,
  settings: () => [...systemSettingsKeys.all, 'settings'] as const,
  history: (query?: Partial<ConfigurationHistoryQuery>) =>
    query
      ? ([...systemSettingsKeys.all, 'history', query] as const)
      : ([...systemSettingsKeys.all, 'history'] as const),
};

/** Every entry of the code tables, inactive ones too. */
export const useCodeTableEntries = () =>
  useQuery({
    queryKey: systemSettingsKeys.codeTables(),
    queryFn: ({ signal }) => request(ep.listCodeTableEntries, { signal }),
  });

/**
 * After a code-table change: the screen's list and history, and the code tables every form chooses from
 * (loaded at start-up), so a form shows the change at once.
 */
function useCodeTableChanged() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: systemSettingsKeys.codeTables() }),
      client.invalidateQueries({ queryKey: systemSettingsKeys.history() }),
      window.dispatchEvent(new Event(codeTablesChangedEvent)),
    ]);
}

export function useSaveCodeTableEntry() {
  const changed = useCodeTableChanged();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof ep.saveCodeTableEntry>) =>
      request(ep.saveCodeTableEntry, { body }),
    onSuccess: changed,
  });
}

export function useSetCodeTableEntryStatus() {
  const changed = useCodeTableChanged();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof ep.setCodeTableEntryStatus>) =>
      request(ep.setCodeTableEntryStatus, { body }),
    onSuccess: changed,
  });
}

export const useSystemSettings = () =>
  useQuery({
    queryKey: systemSettingsKeys.settings(),
    queryFn: ({ signal }) => request(ep.getSystemSettings, { signal }),
  });

export function useSaveSystemSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof ep.saveSystemSettings>) =>
      request(ep.saveSystemSettings, { body }),
    onSuccess: (settings) => {
      client.setQueryData(systemSettingsKeys.settings(), settings);
      return client.invalidateQueries({ queryKey: systemSettingsKeys.history() });
    },
  });
}

/** One page of the configuration changes, newest first. */
export const useConfigurationHistory = (query: Partial<ConfigurationHistoryQuery>) =>
  useQuery({
    queryKey: systemSettingsKeys.history(query),
    queryFn: ({ signal }) => request(ep.getConfigurationHistory, { query, signal }),
    placeholderData: keepPreviousData,
  });
