/** Tickets on installed equipment and their SLA clocks. */
export * from './tickets.sla.schema';
export * from './tickets.schema';
export * from './tickets.transitions';
export * from './tickets.import.schema';
export { ticketsEndpoints } from './tickets.endpoints';
export * from './business-calendars';
