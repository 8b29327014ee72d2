/** What other modules (and the demo seed) may use of the knowledge module. */
export { policyEntity, qaEntity } from './knowledge.repository';
