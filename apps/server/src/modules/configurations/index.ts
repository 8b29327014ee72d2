/** What other modules (and the demo seed) may use of the configurations module. */
export { ConfigurationsService } from './configurations.service';
