/** Tickets on installed equipment and their SLA clocks. */
export * from './tickets.sla.schema';
