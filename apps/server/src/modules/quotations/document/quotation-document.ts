import type { Language } from '@portal/contract';

/** The kinds of quotation a document can be; each has its own title. */
export type QuotationDocumentKind = 'planning' | 'formal' | 'supplementary' | 'additional';

/** A part of a configured product's bill of materials, as the customer reads it. */
export interface QuotationDocumentBomItem {
  code: string;
  /** Already in the reader's language. */
  name: string;
  /** A decimal string (at most three decimals), printed as given with thousands separators. */
  quantity: string;
}

/** One line of the quotation. Every amount is an exact decimal string computed by the quotation's pricing. */
export interface QuotationDocumentLine {
  lineNo: number;
  code: string;
  /** Already in the reader's language. */
  name: string;
  quantity: string;
  unit: string;
  /** The price of one unit the customer pays (after any discount; the discount itself is never shown). */
  unitPrice: string;
  lineTotal: string;
  /** The bill of materials of a configured product; absent or empty for a plain material. */
  billOfMaterials?: readonly QuotationDocumentBomItem[];
}

/** The company that issues the quotation, printed as the letterhead. */
export interface QuotationDocumentSeller {
  name: string;
  address: string;
  phone: string;
  email: string;
  /** A PNG or JPEG image, printed at most 140 × 48 points. */
  logo?: Buffer;
}

/**
 * Everything the PDF of a quotation shows, already chosen and computed: names in the reader's language,
 * amounts as exact decimal strings in `currency`, dates as `YYYY-MM-DD`. Only customer-side fields: a
 * list price, a discount or a margin has no place here, so no document can leak one.
 */
export interface QuotationDocument {
  /** The customer's language: labels, and the font that leads for Han characters. */
  language: Language;
  kind: QuotationDocumentKind;
  seller: QuotationDocumentSeller;
  quotationNo: string;
  version: number;
  /** `YYYY-MM-DD`. */
  issueDate: string;
  /** `YYYY-MM-DD`. */
  validUntil: string;
  customer: { name: string; address: string };
  /** ISO 4217 code; decides the decimals every amount is printed with. */
  currency: string;
  lines: readonly QuotationDocumentLine[];
  subtotal: string;
  /** The tax rate in percent as a decimal string ('13', '10', '7.5'). */
  taxRatePercent: string;
  tax: string;
  total: string;
  paymentTerms: string;
  deliveryTerms: string;
  /** Free text; empty leaves the section out. */
  notes: string;
}
