/**
 * A training certificate as a PDF (A4 landscape, one page) in the person's language: the person, the
 * company, the course, the date and the expiry, and a QR code (pdfmake's `qr` node) to the certificate's
 * public verification page, whose address is printed under it too.
 */
import type { Language, MessageKey, MessageParams } from '@portal/contract';
import { nameInLanguage, partnerCompanyName, translate } from '@portal/contract';
import type { ContentText, TDocumentDefinitions } from 'pdfmake/interfaces';
import { inFonts, leadingFont } from '../../core/pdf-fonts';
import { renderPdf } from '../../core/pdf';

export interface CertificateDocument {
  language: Language;
  personName: string;
  company: { name: string; nameEn: string; nameKr: string };
  course: { cn: string; en: string; kr: string };
  issuedOn: string;
  expiresOn: string;
  /** The full address of the verification page. */
  verifyUrl: string;
  code: string;
}

const colors = { text: '#1f1f1f', muted: '#666666', accent: '#1677ff' } as const;

export function certificateLayout(doc: CertificateDocument): TDocumentDefinitions {
  const language = doc.language;
  const t = (key: MessageKey, params?: MessageParams) => translate(language, key, params);
  const text = (value: string, style: Omit<ContentText, 'text'> = {}): ContentText => ({
    ...style,
    text: inFonts(value, language),
  });
  const company = partnerCompanyName(doc.company, language);
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [60, 50, 60, 40],
    info: { title: `${t('certificate.pdf.title')} ${doc.code}` },
    defaultStyle: { font: leadingFont(language), fontSize: 12, color: colors.text },
    content: [
      text(t('certificate.pdf.title'), {
        fontSize: 32,
        bold: true,
        alignment: 'center',
        color: colors.accent,
        margin: [0, 10, 0, 24],
      }),
      text(t('certificate.pdf.certifies'), { alignment: 'center', color: colors.muted }),
      text(doc.personName, { fontSize: 26, bold: true, alignment: 'center', margin: [0, 10, 0, 4] }),
      text(t('certificate.pdf.ofCompany', { company }), { alignment: 'center', margin: [0, 0, 0, 16] }),
      text(t('certificate.pdf.completed'), { alignment: 'center', color: colors.muted }),
      text(nameInLanguage(doc.course, language), {
        fontSize: 20,
        bold: true,
        alignment: 'center',
        margin: [0, 10, 0, 24],
      }),
      {
        columns: [
          {
            width: '*',
            stack: [
              text(`${t('certificate.field.issuedOn')}: ${doc.issuedOn}`, { margin: [0, 0, 0, 6] }),
              text(`${t('certificate.field.expiresOn')}: ${doc.expiresOn}`, { margin: [0, 0, 0, 6] }),
              text(`${t('certificate.field.code')}: ${doc.code}`, { fontSize: 10, color: colors.muted }),
              text(t('certificate.pdf.verify'), { fontSize: 9, color: colors.muted, margin: [0, 12, 0, 2] }),
              { text: doc.verifyUrl, fontSize: 9, color: colors.accent, link: doc.verifyUrl },
            ],
          },
          { width: 'auto', qr: doc.verifyUrl, fit: 110, eccLevel: 'M' },
        ],
        columnGap: 24,
      },
    ],
  };
}

export function renderCertificatePdf(doc: CertificateDocument): Promise<Buffer> {
  return renderPdf(certificateLayout(doc));
}
