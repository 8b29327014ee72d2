/** What other modules (and the demo seed) may use of the materials module. */
export { virtualMaterialEntity, nextVirtualMaterialCode } from './materials.repository';
export { readMaterials } from './materials.service';
export type { MaterialFacts } from './materials.service';
