/**
 * The PDF of a quotation the customer receives: formal, supplementary or additional, once issued. It is
 * written in the quotation's language (the customer's) and shows only customer-side fields: the
 * document's own type has no list price, discount or margin.
 */
import type { Language, QuotationKind } from '@portal/contract';
import {
  customerAddress,
  isMessageKey,
  nameInLanguage,
  quotationDocumentKinds,
  translate,
} from '@portal/contract';
import { refused } from '../../core/app-error';
import { decimal } from '../../core/money';
import type { Principal } from '../../core/principal';
import type { DbOrTx } from '../../db/database';
import { findCustomerAddressee } from '../customers';
import { findMaterialItems, itemKey } from '../materials';
import type { QuotationDocument, QuotationDocumentKind } from './document/quotation-document';
import { renderQuotationPdf } from './document/render-quotation-pdf';
import { configuredUnit } from './quotations.items';
import * as repo from './quotations.repository';
import { visibleQuotation } from './quotations.service';
import { quotationReading } from './quotations.view';

/** The seller's letterhead: its name and address are in the catalogue, in every language. */
const sellerContact = { phone: '+86 21 5080 8800', email: 'quotation@demo-robotics.example' };

const documentKinds: readonly QuotationKind[] = quotationDocumentKinds;

const unitLabel = (unit: string, language: Language) => {
  const key = `codeTable.UNIT.${unit}`;
  return isMessageKey(key) ? translate(language, key) : unit;
};

/** The PDF of quotation `id` as `principal` may read it, and its file name. */
export async function quotationPdf(
  db: DbOrTx,
  id: number,
  principal: Principal,
): Promise<{ fileName: string; pdf: Buffer }> {
  const row = await visibleQuotation(db, id, principal);
  if (
    !documentKinds.includes(row.kind) ||
    !repo.issuedStates.includes(row.status) ||
    !quotationReading(principal, row.status).offered ||
    !row.validUntil
  )
    throw refused('quotation.refused.noDocument');
  const language = row.language;
  const lines = await repo.findLines(db, id);
  const idsOf = (kind: 'material' | 'virtual') =>
    lines.filter((line) => line.itemKind === kind && line.unit === null).map((line) => line.itemId);
  const items = await findMaterialItems(db, {
    materialIds: idsOf('material'),
    virtualMaterialIds: idsOf('virtual'),
  });
  const customer = row.customerId ? await findCustomerAddressee(db, row.customerId) : undefined;
  const t = (key: Parameters<typeof translate>[1]) => translate(language, key);
  const document: QuotationDocument = {
    language,
    kind: row.kind satisfies QuotationDocumentKind,
    seller: {
      name: t('quotationDocument.seller.name'),
      address: t('quotationDocument.seller.address'),
      ...sellerContact,
    },
    quotationNo: row.quotationNo,
    version: row.version,
    issueDate: row.createdAt.toISOString().slice(0, 10),
    validUntil: row.validUntil,
    customer: {
      name: customer ? nameInLanguage(customer.names, language) : row.customerName,
      address: (customer && customerAddress(customer.addresses, language)) ?? '',
    },
    currency: row.currency,
    lines: lines.map((line) => {
      // The unit the line was quoted in; a line older than units kept: its item's current one.
      const unit =
        line.unit ??
        (line.itemKind === 'configured'
          ? configuredUnit
          : (items.get(itemKey(line.itemKind, line.itemId))?.unit ?? ''));
      return {
        lineNo: line.lineNo,
        code: line.code,
        name: nameInLanguage({ cn: line.nameCn, en: line.nameEn, kr: line.nameKr }, language),
        quantity: decimal(line.quantity).toString(),
        unit: unit && unitLabel(unit, language),
        unitPrice: line.netPrice,
        lineTotal: line.lineTotal,
        billOfMaterials: line.bom.map((part) => ({
          code: part.code,
          name: nameInLanguage(part.names, language),
          quantity: part.quantity,
        })),
      };
    }),
    subtotal: row.subtotal,
    taxRatePercent: decimal(row.taxRate).toString(),
    tax: row.taxTotal,
    total: row.total,
    paymentTerms: row.paymentTerms ?? '',
    deliveryTerms: row.deliveryTerms ?? '',
    notes: row.notes ?? '',
  };
  return { fileName: `${row.quotationNo}-v${row.version}.pdf`, pdf: await renderQuotationPdf(document) };
}
