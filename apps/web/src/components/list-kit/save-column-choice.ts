import type { ListColumns, ListName } from '@portal/contract';
import { listSettingsRefs } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { request } from '../../lib/request';
import { columnChoiceKey } from './use-column-choice';

/**
 * Saves the reader's columns of a list (null: back to the defaults) on the server. The grid follows at
 * once, and goes back to the choice before if the server refuses (the request layer says why).
 */
export function useSaveColumnChoice(list: ListName) {
  const queryClient = useQueryClient();
  return (columns: readonly string[] | null) => {
    const key = columnChoiceKey(list);
    const before = queryClient.getQueryData<ListColumns>(key);
    queryClient.setQueryData<ListColumns>(key, { list, columns: columns && [...columns] });
    const saved =
      columns === null
        ? request(listSettingsRefs.resetListColumns, { body: { list } })
        : request(listSettingsRefs.saveListColumns, { body: { list, columns: [...columns] } });
    saved.then(
      (answer) => queryClient.setQueryData(key, answer),
      () => queryClient.setQueryData(key, before),
    );
  };
}
