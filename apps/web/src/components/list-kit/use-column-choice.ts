import type { ListColumns, ListName } from '@portal/contract';
import { listSettingsRefs } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/request';

const columnChoiceKey = (list: ListName | undefined) => ['list-columns', list] as const;

/**
 * The reader's choice of a list's columns (null: the defaults), from the server; none for a list without
 * a name. Read once per list and session: it changes only through `useSaveColumnChoice`.
 */
export function useColumnChoice(list: ListName | undefined): readonly string[] | null {
  const { data } = useQuery({
    queryKey: columnChoiceKey(list),
    queryFn: ({ signal }) =>
      list === undefined
        ? Promise.reject(new Error('a list without a name keeps no columns'))
        : request(listSettingsRefs.getListColumns, { query: { list }, signal }),
    enabled: list !== undefined,
    staleTime: Infinity,
  });
  return data?.columns ?? null;
}

/** Saves the reader's columns of a list (null: back to the defaults); the grid follows at once. */
export function useSaveColumnChoice(list: ListName | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (columns: readonly string[] | null) =>
      list === undefined
        ? Promise.reject(new Error('a list without a name keeps no columns'))
        : columns === null
          ? request(listSettingsRefs.resetListColumns, { body: { list } })
          : request(listSettingsRefs.saveListColumns, { body: { list, columns: [...columns] } }),
    onMutate: (columns) => {
      const before = queryClient.getQueryData<ListColumns>(columnChoiceKey(list));
      if (list !== undefined)
        queryClient.setQueryData<ListColumns>(columnChoiceKey(list), {
          list,
          columns: columns && [...columns],
        });
      return { before };
    },
    onError: (_error, _columns, context) => {
      queryClient.setQueryData(columnChoiceKey(list), context?.before);
    },
    onSuccess: (data) => queryClient.setQueryData(columnChoiceKey(list), data),
  });
}
