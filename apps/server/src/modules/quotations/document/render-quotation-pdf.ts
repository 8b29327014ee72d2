/**
 * The PDF of a quotation, rendered in process with pdfmake (tables that break across pages with their
 * header row repeated, page numbers) on the fonts of `core/pdf-fonts.ts`.
 */
import { renderPdf } from '../../../core/pdf';
import type { QuotationDocument } from './quotation-document';
import { quotationLayout } from './quotation-layout';

/** The PDF of `doc`, in its language, as one buffer (a few hundred kilobytes for hundreds of lines). */
export async function renderQuotationPdf(doc: QuotationDocument): Promise<Buffer> {
  return renderPdf(quotationLayout(doc));
}
