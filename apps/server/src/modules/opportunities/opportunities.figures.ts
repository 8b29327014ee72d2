import type { FigureListFilters, FigurePointKey, FigureSide, FigureSource } from '../../core/figures';
import { listLink } from '../../core/figures';
import {
  opportunitiesAsStep,
  opportunitiesByStage,
  protectionsEnding,
} from './opportunities.figures.repository';

/** The opportunity list (staff only: partners have no opportunity list) opened with a stage. */
function opportunityList(stage: string | undefined, filters: FigureListFilters, side: FigureSide) {
  if (side !== 'staff') return null;
  return listLink('/business/oppt-list/all', { stage, ...filters });
}

/** The open pipeline: opportunities by stage and product line. */
export const pipelineFigure: FigureSource = {
  figure: 'pipeline',
  name: 'opportunities.pipeline',
  sides: ['staff', 'partner'],
  summary: () => opportunitiesByStage(['design', 'quotation', 'negotiation'], true),
  link: (point: FigurePointKey, filters, side) =>
    opportunityList(point.x, { ...filters, productLineCode: point.series }, side),
};

/** Won against lost: the win rate. */
export const winRateFigure: FigureSource = {
  figure: 'winRate',
  name: 'opportunities.winRate',
  sides: ['staff', 'partner'],
  summary: () => opportunitiesByStage(['won', 'lost'], false),
  link: (point, filters, side) => opportunityList(point.x, filters, side),
};

/** The conversion's middle step: the opportunities. */
export const conversionOpportunitiesFigure: FigureSource = {
  figure: 'conversion',
  name: 'opportunities.conversion',
  fills: ['opportunities'],
  sides: ['staff'],
  summary: () => opportunitiesAsStep('opportunities'),
  link: (_point, filters, side) => opportunityList(undefined, filters, side),
};

/** A partner's protections ending within 14 and 30 days (no list of theirs shows protections). */
export const protectionEndingFigure: FigureSource = {
  figure: 'protectionEnding',
  name: 'opportunities.protectionEnding',
  sides: ['partner'],
  summary: protectionsEnding,
  link: () => null,
};

export const opportunityFigures = [
  pipelineFigure,
  winRateFigure,
  conversionOpportunitiesFigure,
  protectionEndingFigure,
];
