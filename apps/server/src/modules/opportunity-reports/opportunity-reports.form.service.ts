import type {
  AgreementStatus,
  CluePrefill,
  EquipmentModel,
  Language,
  Page,
  PageEquipmentBody,
  ProductLine,
  ReportPartner,
} from '@portal/contract';
import { clueActionAllowed } from '@portal/contract';
import { recordNotFound, refused } from '../../core/app-error';
import { insertAuditEntry } from '../../core/audit';
import type { Principal } from '../../core/principal';
import type { Database } from '../../db/database';
import { findConvertibleClue } from '../clues';
import { equipmentDescriptionIn, productLineNameIn } from '../reference-data';
import { agreementYear } from './opportunity-reports.changes.service';
import * as formRepo from './opportunity-reports.form.repository';

/** The win-probability choices per product line (percent, two decimals, never 0). */
const defaultRates = ['10.00', '25.00', '50.00', '75.00', '90.00', '100.00'];
const ratesByProductLine: Record<string, string[]> = {
  ROBOT: ['10.00', '20.00', '30.00', '50.00', '70.00', '90.00', '100.00'],
  AUTOMATION: ['10.00', '20.00', '30.00', '50.00', '70.00', '90.00', '100.00'],
};

/**
 * What the report form offers and needs first: product lines, equipment models, rates, partners, the
 * yearly registration agreement, and the fields a report takes from a clue.
 */
/** An equipment model as the reader receives it: one description, in the reader's language. */
function describedIn(
  model: EquipmentModel & { descriptionCn: string | null; descriptionKr: string | null },
  lang: Language,
): EquipmentModel {
  const { descriptionCn: _cn, descriptionKr: _kr, ...rest } = model;
  return { ...rest, description: equipmentDescriptionIn(model, lang) };
}

export class OpportunityReportFormService {
  constructor(private readonly db: Database) {}

  async productLines(): Promise<ProductLine[]> {
    const lines = await formRepo.findActiveProductLines(this.db);
    // A line without a Korean name is named in English to Korean readers (the language rule).
    return lines.map((line) => ({ ...line, nameKr: productLineNameIn(line, 'kr') }));
  }

  /** A page of equipment models, described in the reader's language. */
  async equipmentPage(body: PageEquipmentBody, lang: Language): Promise<Page<EquipmentModel>> {
    const page = await formRepo.findEquipmentPage(
      this.db,
      {
        keyword: body.keyword || undefined,
        productLineCode: body.productLineCode || undefined,
        kind: body.kind ?? undefined,
      },
      body,
    );
    return { ...page, list: page.list.map((model) => describedIn(model, lang)) };
  }

  /** The active equipment models of a product line, described in the reader's language. */
  async equipmentModels(productLineCode: string, lang: Language): Promise<EquipmentModel[]> {
    const models = await formRepo.findEquipmentModelsOfLine(this.db, productLineCode);
    return models.map((model) => describedIn(model, lang));
  }

  rates(productLineCode: string | undefined): string[] {
    return (productLineCode && ratesByProductLine[productLineCode]) || defaultRates;
  }

  /** Companies a report may be filed for: all active ones for staff, its own for a partner. */
  async partners(principal: Principal): Promise<ReportPartner[]> {
    if (principal.kind === 'partner')
      return principal.companyId === null ? [] : formRepo.findActivePartners(this.db, principal.companyId);
    return formRepo.findActivePartners(this.db);
  }

  async agreementStatus(principal: Principal): Promise<AgreementStatus> {
    const year = agreementYear();
    const show =
      principal.kind === 'partner' && principal.companyId !== null
        ? !(await formRepo.findAgreement(this.db, principal.companyId, year))
        : false;
    return { show, year, titleKey: 'report.agreement.title', textKey: 'report.agreement.text' };
  }

  /** Records this year's confirmation for the caller's company (partners only). */
  async confirmAgreement(principal: Principal) {
    if (principal.kind !== 'partner' || principal.companyId === null)
      throw refused('report.error.agreementPartnerOnly');
    const companyId = principal.companyId;
    const year = agreementYear();
    return this.db.transaction(async (tx) => {
      const before = await formRepo.findAgreement(tx, companyId, year);
      const stored = await formRepo.insertAgreement(tx, companyId, year, principal.userId);
      if (!before)
        await insertAuditEntry(tx, {
          entity: 'registration_agreement',
          entityId: `${companyId}-${year}`,
          action: 'confirm',
          toState: 'confirmed',
          actorId: principal.userId,
        });
      return { year, confirmedAt: stored.confirmedAt.toISOString() };
    });
  }

  /** The fields a report takes from a clue assigned to the caller's company and still open. */
  async cluePrefill(clueId: number, principal: Principal): Promise<CluePrefill> {
    const clue = await findConvertibleClue(this.db, clueId, principal, false);
    if (!clueActionAllowed('convert', clue.status)) throw recordNotFound();
    return {
      clueId: clue.id,
      clueNo: clue.clueNo,
      customerName: clue.customerName,
      customerCreditCode: clue.customerCreditCode,
      region: clue.region,
      productLineCode: clue.productLineCode,
      description: clue.description,
      contactName: clue.contactName,
      contactPhone: clue.contactPhone,
      contactEmail: clue.contactEmail,
    };
  }
}
