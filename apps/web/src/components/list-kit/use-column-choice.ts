import type { ListName } from '@portal/contract';
import { getListColumnsRef } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from '../../lib/request';

/** The query key of a reader's columns of a list. */
export const columnChoiceKey = (list: ListName | undefined) => ['list-columns', list] as const;

/**
 * The reader's choice of a list's columns (null: the defaults), from the server; none for a list without
 * a name. Read once per list and session: it changes only through `useSaveColumnChoice`.
 */
export function useColumnChoice(list: ListName | undefined): readonly string[] | null {
  const { data } = useQuery({
    queryKey: columnChoiceKey(list),
    queryFn: ({ signal }) =>
      // Never asked without a name (`enabled`).
      request(getListColumnsRef, { query: { list: list ?? 'orders' }, signal }),
    enabled: list !== undefined,
    staleTime: Infinity,
  });
  return data?.columns ?? null;
}
