/**
 * The page layout of a quotation PDF (A4 portrait) as a pdfmake document definition: letterhead and
 * title, the quotation's facts, the customer, the lines (the header row repeats on every page; a row never
 * splits across pages; a configured product's bill of materials sits under its line), totals, terms, and
 * "page x of y" with the quotation number at the foot of every page.
 *
 * Nothing is computed here: amounts are the document's decimal strings formatted with the contract's money
 * rule (thousands separators, the currency's decimals), labels come from the catalogue.
 */
import type { MessageKey, MessageParams } from '@portal/contract';
import { formatAmount, formatMoney, translate } from '@portal/contract';
import type { Content, ContentText, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { QuotationDocument } from './quotation-document';
import { inFonts, leadingFont } from '../../../core/pdf-fonts';

const colors = { text: '#1f1f1f', muted: '#666666', rule: '#bfbfbf', band: '#f0f0f0' } as const;
const margins = { side: 40, top: 40, bottom: 48 } as const;

const calendarDate = /^\d{4}-\d{2}-\d{2}$/;

/** A date of the document as printed (YYYY-MM-DD in every language); refuses anything else. */
function dateText(value: string): string {
  if (!calendarDate.test(value)) throw new Error(`A quotation date must be YYYY-MM-DD, got "${value}"`);
  return value;
}

/** A quantity with thousands separators and its own decimals ('1200.5' → '1,200.5'). */
function quantityText(value: string): string {
  const decimals = (value.split('.')[1] ?? '').length;
  return formatMoney(value, decimals);
}

export function quotationLayout(doc: QuotationDocument): TDocumentDefinitions {
  const language = doc.language;
  const t = (key: MessageKey, params?: MessageParams) => translate(language, key, params);
  /** Text content in the fonts that draw it. */
  const text = (value: string, style: Omit<ContentText, 'text'> = {}): ContentText => ({
    ...style,
    text: inFonts(value, language),
  });
  const amount = (value: string) => formatAmount(value, doc.currency);
  const money = (value: string) => `${doc.currency} ${amount(value)}`;

  const title = t(`quotationDocument.title.${doc.kind}`);
  const version = t('quotationDocument.versionLabel', { version: doc.version });

  const letterhead: Content = {
    columns: [
      {
        width: '*',
        stack: [
          ...(doc.seller.logo
            ? [
                {
                  image: `data:image/png;base64,${doc.seller.logo.toString('base64')}`,
                  fit: [140, 48] as [number, number],
                  margin: [0, 0, 0, 6] as [number, number, number, number],
                },
              ]
            : []),
          text(doc.seller.name, { bold: true, fontSize: 12 }),
          text(doc.seller.address, { color: colors.muted }),
          text(
            `${t('quotationDocument.field.phone')}: ${doc.seller.phone}    ${t('quotationDocument.field.email')}: ${doc.seller.email}`,
            {
              color: colors.muted,
            },
          ),
        ],
      },
      {
        width: 'auto',
        stack: [
          text(title, { bold: true, fontSize: 18, alignment: 'right', margin: [0, 0, 0, 6] }),
          {
            table: {
              body: (
                [
                  ['quotationDocument.field.quotationNo', doc.quotationNo],
                  ['quotationDocument.field.version', version],
                  ['quotationDocument.field.issueDate', dateText(doc.issueDate)],
                  ['quotationDocument.field.validUntil', dateText(doc.validUntil)],
                  ['quotationDocument.field.currency', doc.currency],
                ] as const
              ).map(([label, value]) => [
                text(t(label), { color: colors.muted }),
                text(value, { alignment: 'right', bold: label === 'quotationDocument.field.quotationNo' }),
              ]),
            },
            layout: 'noBorders',
          },
        ],
      },
    ],
    columnGap: 16,
  };

  const customer: Content = {
    margin: [0, 14, 0, 10],
    table: {
      widths: ['*'],
      body: [
        [
          {
            stack: [
              text(t('quotationDocument.field.customer'), { color: colors.muted }),
              text(doc.customer.name, { bold: true, fontSize: 11 }),
              text(doc.customer.address),
            ],
            fillColor: colors.band,
            margin: [6, 4, 6, 4],
          },
        ],
      ],
    },
    layout: 'noBorders',
  };

  const header = (key: MessageKey, alignment: 'left' | 'right' = 'left'): TableCell =>
    text(t(key), { bold: true, alignment, fillColor: colors.band });
  /** Rows of a bill of materials: smaller, muted and closer together than the lines. */
  const bomRows = new Set<number>();
  const body: TableCell[][] = [
    [
      header('quotationDocument.column.lineNo', 'right'),
      header('quotationDocument.column.code'),
      header('quotationDocument.column.name'),
      header('quotationDocument.column.quantity', 'right'),
      header('quotationDocument.column.unit'),
      header('quotationDocument.column.unitPrice', 'right'),
      header('quotationDocument.column.lineTotal', 'right'),
    ],
  ];
  const small = { fontSize: 7.5, color: colors.muted } as const;
  for (const line of doc.lines) {
    body.push([
      text(String(line.lineNo), { alignment: 'right' }),
      text(line.code),
      text(line.name),
      text(quantityText(line.quantity), { alignment: 'right' }),
      text(line.unit),
      text(amount(line.unitPrice), { alignment: 'right' }),
      text(amount(line.lineTotal), { alignment: 'right' }),
    ]);
    const bom = line.billOfMaterials ?? [];
    if (bom.length === 0) continue;
    bomRows.add(body.length);
    body.push([
      '',
      { ...text(t('quotationDocument.billOfMaterials'), small), colSpan: 6 },
      '',
      '',
      '',
      '',
      '',
    ]);
    for (const item of bom) {
      bomRows.add(body.length);
      body.push([
        '',
        text(item.code, small),
        text(item.name, small),
        text(quantityText(item.quantity), { ...small, alignment: 'right' }),
        '',
        '',
        '',
      ]);
    }
  }

  const lines: Content = {
    table: {
      headerRows: 1,
      dontBreakRows: true,
      widths: [20, 80, '*', 40, 24, 62, 70],
      body,
    },
    layout: {
      hLineWidth: (index, node) => (index === 0 || index === 1 || index === node.table.body.length ? 0.8 : 0),
      vLineWidth: () => 0,
      hLineColor: () => colors.rule,
      paddingTop: (index) => (bomRows.has(index) ? 0 : 3),
      paddingBottom: (index) => (bomRows.has(index) ? 0 : 3),
    },
  };

  const totals: Content = {
    margin: [0, 8, 0, 0],
    unbreakable: true,
    columns: [
      { width: '*', text: '' },
      {
        width: 'auto',
        table: {
          widths: [90, 110],
          body: [
            [text(t('quotationDocument.subtotal')), text(money(doc.subtotal), { alignment: 'right' })],
            [
              text(t('quotationDocument.tax', { rate: `${doc.taxRatePercent}%` })),
              text(money(doc.tax), { alignment: 'right' }),
            ],
            [
              text(t('quotationDocument.total'), { bold: true, fontSize: 11 }),
              text(money(doc.total), { bold: true, fontSize: 11, alignment: 'right' }),
            ],
          ],
        },
        layout: {
          hLineWidth: (index, node) => (index === node.table.body.length - 1 ? 0.8 : 0),
          vLineWidth: () => 0,
          hLineColor: () => colors.rule,
        },
      },
    ],
  };

  const term = (key: MessageKey, value: string): Content[] =>
    value.trim() === ''
      ? []
      : [{ unbreakable: true, stack: [text(t(key), { bold: true, margin: [0, 10, 0, 2] }), text(value)] }];

  return {
    pageSize: 'A4',
    pageMargins: [margins.side, margins.top, margins.side, margins.bottom],
    info: {
      title: `${title} ${doc.quotationNo}`,
      author: doc.seller.name,
      creator: doc.seller.name,
      producer: doc.seller.name,
    },
    defaultStyle: { font: leadingFont(language), fontSize: 8.5, color: colors.text, lineHeight: 1.15 },
    content: [
      letterhead,
      customer,
      text(t('quotationDocument.amountsIn', { currency: doc.currency }), {
        alignment: 'right',
        color: colors.muted,
        margin: [0, 0, 0, 2],
      }),
      lines,
      totals,
      ...term('quotationDocument.paymentTerms', doc.paymentTerms),
      ...term('quotationDocument.deliveryTerms', doc.deliveryTerms),
      ...term('quotationDocument.notes', doc.notes),
    ],
    footer: (page, pages) => ({
      margin: [margins.side, 16, margins.side, 0],
      columns: [
        text(`${doc.quotationNo} · ${version}`, { color: colors.muted }),
        text(t('quotationDocument.page', { page, pages }), { color: colors.muted, alignment: 'right' }),
      ],
    }),
  };
}
