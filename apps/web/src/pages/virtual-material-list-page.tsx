import { VirtualMaterialList } from '../features/virtual-materials/components/virtual-material-list';

/** /virtual/index: virtual materials (staff only). */
export function VirtualMaterialListPage() {
  return <VirtualMaterialList />;
}
