import { MyClueList } from '../features/clues/components/my-clue-list';

/** /clue/my-clue: the partner user's clues. */
export function MyCluePage() {
  return <MyClueList />;
}
