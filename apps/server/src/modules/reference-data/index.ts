/**
 * What other modules may use of the reference data: whether a code a record refers to is active, and
 * how a code-table entry is named in each language.
 */
export { isActiveCurrency, isActiveProductLine } from './reference-data.repository';
export { codeEntryLabelIn, equipmentDescriptionIn, partnerTypeOf, productLineNameIn } from './code-labels';
export { productLineNamesIn } from './reference-data.product-lines.service';
export { discountThresholdsOf } from './reference-data.admin.repository';
