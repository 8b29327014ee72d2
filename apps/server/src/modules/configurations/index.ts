/** What other modules (and the demo seed) may use of the configurations module. */
export { ConfigurationsService } from './configurations.service';
export { priceConfiguration } from './configuration-price';
export { findItems } from './material-reads';
export { findConfigurationsByIds } from './configurations.repository';
