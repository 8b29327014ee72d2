import type { FigureSource } from '../../core/figures';
import { ticketsBySla } from './tickets.figures.repository';

/** SLA compliance: tickets met, breached and open (the ticket list takes no period or outcome filter yet). */
export const slaComplianceFigure: FigureSource = {
  figure: 'slaCompliance',
  name: 'tickets.slaCompliance',
  sides: ['staff', 'partner'],
  summary: ticketsBySla,
  link: () => null,
};
