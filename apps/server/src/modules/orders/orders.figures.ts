import type { FigureListFilters, FigureSource } from '../../core/figures';
import { listLink, monthBounds } from '../../core/figures';
import { ordersBy } from './orders.figures.repository';

/** The order list's names of the dashboard's period. */
const ordered = ({ createdFrom, createdTo, ...rest }: FigureListFilters) => ({
  ...rest,
  orderedFrom: createdFrom,
  orderedTo: createdTo,
});

const list = '/business/order';

/** Orders per month and region. */
export const ordersByRegionFigure: FigureSource = {
  figure: 'ordersByRegion',
  name: 'orders.byRegion',
  sides: ['staff', 'partner'],
  summary: () => ordersBy('monthRegion'),
  link: (point, filters) => {
    const month = monthBounds(point.x);
    return listLink(list, {
      ...ordered(filters),
      region: point.series || filters.region,
      orderedFrom: month.from,
      orderedTo: month.to,
    });
  },
};

/** Orders per partner company (staff). */
export const ordersByPartnerFigure: FigureSource = {
  figure: 'ordersByPartner',
  name: 'orders.byPartner',
  sides: ['staff'],
  summary: () => ordersBy('company'),
  link: (point, filters) => listLink(list, { ...ordered(filters), companyId: point.x }),
};

/** The conversion's last step: the orders. */
export const conversionOrdersFigure: FigureSource = {
  figure: 'conversion',
  name: 'orders.conversion',
  fills: ['orders'],
  sides: ['staff'],
  summary: () => ordersBy('step'),
  link: (_point, filters) => listLink(list, ordered(filters)),
};

export const orderFigures = [ordersByRegionFigure, ordersByPartnerFigure, conversionOrdersFigure];
