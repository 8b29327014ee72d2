import { permissions } from '@portal/contract';
import type { FigureSource } from '../../core/figures';
import { listLink, monthBounds } from '../../core/figures';
import { quotationTurnarounds } from './quotations.figures.repository';

/**
 * Quotation turnaround: planning quotations from their request (made) to their answer (approved or
 * returned), by month made, as a distribution in buckets and their median. Each bar opens the planning
 * quotation list (every version) made in that month, under the dashboard's filters, answered within its
 * bucket: the same count.
 */
export const quotationTurnaroundFigure: FigureSource = {
  figure: 'quotationTurnaround',
  name: 'quotations.turnaround.repository',
  sides: ['staff'],
  summary: quotationTurnarounds,
  listPermission: permissions.quotationPlanning,
  link: (point, filters) => {
    const month = monthBounds(point.x);
    // The bar's month within the dashboard's period (the period's bounds are whole months too).
    return listLink('/quote/index', {
      ...filters,
      createdFrom: month.from,
      createdTo: month.to,
      turnaround: point.series,
      allVersions: 'true',
    });
  },
};
