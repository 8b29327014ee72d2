import type { FigureSource } from '../../core/figures';
import { certifiedPeopleByLine } from './training.figures.repository';

/**
 * Certified people of the partner's company by product line, from its valid certificates. A partner has
 * no list of certificates (the certified people show on the company's detail, which staff read): the
 * numbers open nothing.
 */
export const certifiedPeopleFigure: FigureSource = {
  figure: 'certifiedPeople',
  name: 'training.certifiedPeople',
  sides: ['partner'],
  summary: certifiedPeopleByLine,
  link: () => null,
};
