import { useSearchParams } from 'react-router';
import { ChooseRecordState } from '../components/states';
import { ClueDetail } from '../features/clues/components/clue-detail';
import { useSession } from '../lib/session';

/** /clue/detail?id=: one clue, for staff and partner users. */
export function ClueDetailPage() {
  const [params] = useSearchParams();
  const partner = useSession((s) => s.userInfo?.kind === 'partner');
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id < 1)
    return <ChooseRecordState backTo={partner ? '/clue/my-clue' : '/clue/assigned'} />;
  return <ClueDetail key={id} id={id} />;
}
