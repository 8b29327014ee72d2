/** What other modules (and the demo seed) may use of the materials module. */
export { virtualMaterialEntity, nextVirtualMaterialCode } from './materials.repository';
export { findMaterialItems, lookupMaterialItems, materialItemKey } from './material-items';
export type { MaterialItem, MaterialItemKey, MaterialItemKind } from './material-items';
