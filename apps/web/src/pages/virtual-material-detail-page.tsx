import { useSearchParams } from 'react-router';
import { VirtualMaterialDetail } from '../features/virtual-materials/components/virtual-material-detail';

/** /virtual/detail?id=: one virtual material; `?id=new`, a new one (without an id the layout asks to choose). */
export function VirtualMaterialDetailPage() {
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw === null ? 0 : Number(raw);
  return <VirtualMaterialDetail key={id} id={Number.isInteger(id) && id > 0 ? id : 0} />;
}
