import { SolutionList } from '../features/solutions/components/solution-list';

/** /solution/index: solutions (a partner's: those of its company's opportunities, once submitted). */
export function SolutionListPage() {
  return <SolutionList />;
}
