import type { FigureSource } from '../../core/figures';
import { manHoursByKind } from './man-hours.figures.repository';

/** The man-hours figure (its totals tab takes no dashboard filters yet: the bars open no list). */
export const manHoursFigure: FigureSource = {
  figure: 'manHours',
  name: 'man-hours.byKind',
  sides: ['staff'],
  summary: manHoursByKind,
  link: () => null,
};
