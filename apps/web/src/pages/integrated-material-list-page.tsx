import { ModelList } from '../features/configurations/components/model-list';

/** /integrated-material/list: configurable products (integrated material configuration). */
export function IntegratedMaterialListPage() {
  return <ModelList />;
}
