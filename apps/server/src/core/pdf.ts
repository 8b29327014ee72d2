/**
 * PDFs rendered in process with pdfmake on the fonts of `pdf-fonts.ts` (quotations, training
 * certificates). pdfmake keeps its fonts and access policies globally: they are set once, read only the
 * font files and fetch nothing.
 */
import type { FastifyReply } from 'fastify';
import pdfmake from 'pdfmake';
import { contentDisposition } from './content-disposition';
import { isFontFile, pdfFonts } from './pdf-fonts';

type DocDefinition = Parameters<typeof pdfmake.createPdf>[0];

let configured = false;

function configure(): void {
  if (configured) return;
  pdfmake.setFonts(pdfFonts);
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy(isFontFile);
  configured = true;
}

/** The PDF of a document definition, as one buffer. */
export async function renderPdf(doc: DocDefinition): Promise<Buffer> {
  configure();
  return pdfmake.createPdf(doc).getBuffer();
}

/** Answers a rendered PDF as a download named `fileName` (never cached, never sniffed). */
export function sendPdf(reply: FastifyReply, fileName: string, pdf: Buffer): void {
  void reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(fileName))
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(pdf);
}
