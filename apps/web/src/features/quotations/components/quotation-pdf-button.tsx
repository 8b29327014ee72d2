import { FilePdfOutlined } from '@ant-design/icons';
import type { PartnerQuotation } from '@portal/contract';
import { issuedQuotationStates, quotationDocumentKinds, quotationsEndpoints } from '@portal/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isOneOf } from '../../../lib/narrow';
import { request, RequestError } from '../../../lib/request';

/**
 * Whether the quotation has a PDF: a kind the customer receives (formal, supplementary, additional) once
 * issued to the customer (issued, accepted, declined or expired), as the server's document says.
 */
export const hasPdf = (quotation: Pick<PartnerQuotation, 'kind' | 'status'>) =>
  isOneOf(quotationDocumentKinds, quotation.kind) && isOneOf(issuedQuotationStates, quotation.status);

/** Saves the PDF of a quotation issued to the customer, in the customer's language (the server writes it). */
export function QuotationPdfButton({ id }: { id: number }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await request(quotationsEndpoints.downloadQuotationPdf, { query: { id } });
    } catch (error) {
      // A refusal is shown by the request layer.
      if (!(error instanceof RequestError)) throw error;
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button icon={<FilePdfOutlined aria-hidden />} loading={busy} onClick={() => void download()}>
      {t('quotation.downloadPdf')}
    </Button>
  );
}
