import { permissions } from '@portal/contract';
import type { FigureSource } from '../../core/figures';
import { listLink } from '../../core/figures';
import { ticketsBySla } from './tickets.figures.repository';

/**
 * SLA compliance: tickets met, breached and open, raised in the period. Each bar opens the ticket list with
 * that outcome and the dashboard's period, region and partner (the figure is not by product line).
 */
export const slaComplianceFigure: FigureSource = {
  figure: 'slaCompliance',
  name: 'tickets.slaCompliance',
  sides: ['staff', 'partner'],
  summary: ticketsBySla,
  listPermission: permissions.tickets,
  link: (point, { productLineCode: _ignored, ...filters }) =>
    listLink('/tickets', { ...filters, slaOutcome: point.x }),
};
