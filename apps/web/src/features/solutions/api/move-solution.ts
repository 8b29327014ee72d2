import type { SolutionAction } from '@portal/contract';
import { solutionsEndpoints } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { solutionKeys } from './solution-keys';

/** The moves of a solution that take only its id and version (return takes a reason too). */
export type SolutionMove = Exclude<SolutionAction, 'edit'>;

export interface SolutionMoveRequest {
  action: SolutionMove;
  id: number;
  rowVersion: number;
  reason?: string;
}

/**
 * Takes a move the server listed for the solution; answers the solution after it (revise: the new
 * version; delete: null). Refreshes the solution queries.
 */
export function useMoveSolution() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ action, id, rowVersion, reason }: SolutionMoveRequest) => {
      const body = { id, rowVersion };
      switch (action) {
        case 'startDesign':
          return request(solutionsEndpoints.startDesign, { body });
        case 'submit':
          return request(solutionsEndpoints.submitSolution, { body });
        case 'approve':
          return request(solutionsEndpoints.approveSolution, { body });
        case 'return':
          return request(solutionsEndpoints.returnSolution, { body: { ...body, reason: reason ?? '' } });
        case 'revise':
          return request(solutionsEndpoints.reviseSolution, { body });
        case 'delete':
          await request(solutionsEndpoints.deleteSolution, { body });
          return null;
      }
    },
    onSuccess: () => client.invalidateQueries({ queryKey: solutionKeys.all }),
  });
}
