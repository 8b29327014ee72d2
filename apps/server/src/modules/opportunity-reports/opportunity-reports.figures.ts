import type { FigureSource } from '../../core/figures';
import { listLink, monthBounds } from '../../core/figures';
import { registrationsByMonth } from './opportunity-reports.figures.repository';

/** The statuses the dashboards count: a registration handed in, and its outcome. */
const counted = ['submitted', 'approved', 'rejected'] as const;

const list = '/business/oppt-filing';

/** Registrations submitted, approved and rejected, per month of creation. */
export const registrationsFigure: FigureSource = {
  figure: 'registrations',
  name: 'opportunity-reports.registrations',
  sides: ['staff', 'partner'],
  summary: () => registrationsByMonth(counted),
  link: (point, filters) => {
    const month = monthBounds(point.x);
    return listLink(list, { ...filters, status: point.series, createdFrom: month.from, createdTo: month.to });
  },
};

/** The conversion's first step: every registration handed in (submitted, approved or rejected). */
export const conversionRegistrationsFigure: FigureSource = {
  figure: 'conversion',
  name: 'opportunity-reports.conversion',
  fills: ['registrations'],
  sides: ['staff'],
  summary: () => registrationsByMonth(counted, 'registrations'),
  link: (_point, filters) => listLink(list, { ...filters, status: counted }),
};

export const registrationFigures = [registrationsFigure, conversionRegistrationsFigure];
