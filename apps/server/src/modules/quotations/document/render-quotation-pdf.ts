/**
 * The PDF of a quotation, rendered in process with pdfmake (tables that break across pages with their
 * header row repeated, page numbers) on the fonts of `quotation-fonts.ts`.
 */
import pdfmake from 'pdfmake';
import type { QuotationDocument } from './quotation-document';
import { isFontFile, pdfFonts } from './quotation-fonts';
import { quotationLayout } from './quotation-layout';

let configured = false;

/** pdfmake keeps its fonts and access policies globally: set once, read only the font files, fetch nothing. */
function configure(): void {
  if (configured) return;
  pdfmake.setFonts(pdfFonts);
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(isFontFile);
  configured = true;
}

/** The PDF of `doc`, in its language, as one buffer (a few hundred kilobytes for hundreds of lines). */
export async function renderQuotationPdf(doc: QuotationDocument): Promise<Buffer> {
  configure();
  return pdfmake.createPdf(quotationLayout(doc)).getBuffer();
}
