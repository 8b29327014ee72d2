import type { Figure, Language } from '@portal/contract';
import { figureCodeKey, isMessageKey, partnerCompanyName, translate } from '@portal/contract';
import type { Database } from '../../db/database';
import { productLineNamesIn } from '../reference-data';
import { findCompanyNames } from './dashboards.repository';

/** A figure's row in its .xlsx: its category and series named in the reader's language, and its value. */
export interface FigureRow {
  x: string;
  series: string;
  value: number;
}

/** The rows of a figure's export, named as its chart names them. */
export async function figureRows(db: Database, figure: Figure, lang: Language): Promise<FigureRow[]> {
  const lines =
    figure.seriesOf === 'productLine' || figure.axis === 'productLine'
      ? await productLineNamesIn(db, lang)
      : new Map<string, string>();
  const companies =
    figure.axis === 'company'
      ? new Map(
          (
            await findCompanyNames(
              db,
              figure.points.map((point) => Number(point.x)),
            )
          ).map((company) => [String(company.id), partnerCompanyName(company, lang)]),
        )
      : new Map<string, string>();
  const name = (kind: Figure['axis'] | Figure['seriesOf'], code: string): string => {
    if (kind === 'productLine')
      return code === '' ? translate(lang, 'dashboard.noProductLine') : (lines.get(code) ?? code);
    if (kind === 'company') return companies.get(code) ?? code;
    const key = figureCodeKey(kind, code);
    return key && isMessageKey(key) ? translate(lang, key) : code;
  };
  return figure.points.map((point) => ({
    x: name(figure.axis, point.x),
    series: name(figure.seriesOf, point.series),
    value: point.value,
  }));
}
