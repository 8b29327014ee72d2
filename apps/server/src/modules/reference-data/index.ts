/** What other modules may use of the reference data: whether a code a record refers to is active. */
export { isActiveCurrency, isActiveProductLine } from './reference-data.repository';
