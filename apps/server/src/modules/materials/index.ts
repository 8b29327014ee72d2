/** What other modules (and the demo seed) may use of the materials module. */
export { virtualMaterialEntity, nextVirtualMaterialCode } from './materials.repository';
export { findMaterialItems, itemKey, lookupMaterialItems } from './material-items';
export type { ItemKey, MaterialItem, MaterialItemKind } from './material-items';
