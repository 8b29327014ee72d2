import { useSearchParams } from 'react-router';
import { CreateModelForm } from '../features/configurations/components/create-model-form';
import { ModelEditor } from '../features/configurations/components/model-editor';

/** /integrated-material/create?id=: the configurable product editor; without an id, a new product. */
export function IntegratedMaterialEditorPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id < 1) return <CreateModelForm />;
  return <ModelEditor key={id} id={id} />;
}
