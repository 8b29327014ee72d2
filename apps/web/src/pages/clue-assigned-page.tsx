import { AssignedClueList } from '../features/clues/components/assigned-clue-list';

/** /clue/assigned: clue assignment (staff). */
export function ClueAssignedPage() {
  return <AssignedClueList />;
}
