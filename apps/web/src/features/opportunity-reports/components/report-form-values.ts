/** The report form's values, and how they become a save body and come from a saved report. */
import type {
  CustomerSource,
  EquipmentKind,
  RegionCode,
  ReportInfo,
  SaveReportInput,
} from '@portal/contract';
import { minorUnitsOf, regionCodes } from '@portal/contract';
import type { Dayjs } from 'dayjs';
import dayjs from 'dayjs';
import type { UploadedFile } from '../../../components/file-upload';
import { attachedUpload, finishedFileIds } from '../../../components/file-upload';

/** The end customer: picked from the company lookup, or typed by hand (then "not verified"). */
export interface ReportCustomerValue {
  name: string;
  /** Its registration number: credit code (CN), business registration number (KR), other elsewhere. */
  creditCode: string;
  /** ISO 3166-1 alpha-2. */
  country?: string | null;
  address: string;
  region: RegionCode | null;
  industry: string;
  source?: CustomerSource;
}

export interface ReportLineValue {
  equipmentModelId?: number;
  kind?: EquipmentKind;
  quantity?: number | null;
}

export interface ReportFormValues {
  companyId?: number;
  contactIds?: number[];
  customer?: Partial<ReportCustomerValue> | null;
  projectName?: string;
  productLineCode?: string;
  lines?: ReportLineValue[];
  rate?: string;
  amount?: string;
  currency?: string;
  expectedCloseDate?: Dayjs | null;
  description?: string;
  files?: UploadedFile[];
}

/** Body fields named otherwise in the form. */
export const bodyToForm: Record<string, string> = { fileIds: 'files' };

export const asRegion = (value: string | null | undefined): RegionCode | null =>
  regionCodes.find((code) => code === value) ?? null;

/**
 * A line of the body as entered. A half-filled line is sent as it is on purpose: the contract's schema
 * refuses it with a message on the line's missing field.
 */
function lineBody(line: ReportLineValue): NonNullable<SaveReportInput['lines']>[number] {
  const { equipmentModelId, kind, quantity } = line;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- a half-filled line is sent incomplete on purpose, so the schema's refusal names its missing fields.
  return { equipmentModelId, kind, quantity } as NonNullable<SaveReportInput['lines']>[number];
}

/** The values of a new report: one empty line, the partner's currency, its country for the customer. */
export function newReportValues(currency = 'CNY', country: string | null = null): ReportFormValues {
  return {
    lines: [{ quantity: 1 }],
    currency,
    contactIds: [],
    files: [],
    customer: { source: 'lookup', country },
  };
}

export function initialValuesOf(report: ReportInfo | undefined): ReportFormValues {
  if (!report) return newReportValues();
  return {
    companyId: report.companyId,
    contactIds: report.contacts.map((contact) => contact.id),
    customer: {
      name: report.customerName,
      creditCode: report.customerCreditCode ?? '',
      country: report.customerCountry,
      address: report.customerAddress ?? '',
      region: asRegion(report.customerRegion),
      industry: report.customerIndustry ?? '',
      source: report.customerVerified || !report.customerName ? 'lookup' : 'manual',
    },
    projectName: report.projectName,
    productLineCode: report.productLineCode ?? undefined,
    lines: report.lines.map((line) => ({
      equipmentModelId: line.equipmentModelId,
      kind: line.kind,
      quantity: line.quantity,
    })),
    rate: report.rate ?? undefined,
    // Stored with two decimals; a currency without minor units shows none ('1500000.00' → '1500000').
    amount:
      (minorUnitsOf(report.currency) === 0 ? report.amount?.replace(/\.0*$/, '') : report.amount) ??
      undefined,
    currency: report.currency,
    expectedCloseDate: report.expectedCloseDate ? dayjs(report.expectedCloseDate) : null,
    description: report.description ?? undefined,
    files: report.files.map(attachedUpload),
  };
}

/** The save body from the form's values. */
export function toSaveBody(
  values: ReportFormValues,
  options: { id?: number; rowVersion?: number; clueId?: number | null; submit: boolean },
): SaveReportInput {
  const customer = values.customer ?? {};
  return {
    ...(options.id !== undefined ? { id: options.id } : {}),
    ...(options.rowVersion !== undefined ? { rowVersion: options.rowVersion } : {}),
    submit: options.submit,
    companyId: values.companyId ?? null,
    contactIds: values.contactIds ?? [],
    customer: {
      name: customer.name ?? '',
      creditCode: customer.creditCode?.trim() || null,
      country: customer.country || null,
      region: customer.region ?? null,
      address: customer.address || null,
      industry: customer.industry || null,
      source: customer.source ?? 'manual',
    },
    projectName: values.projectName ?? '',
    productLineCode: values.productLineCode || null,
    lines: (values.lines ?? [])
      .filter((line) => line.equipmentModelId !== undefined || line.kind !== undefined)
      .map(lineBody),
    rate: values.rate || null,
    amount: values.amount?.replace(/,/g, '').trim() || null,
    currency: values.currency || null,
    expectedCloseDate: values.expectedCloseDate ? values.expectedCloseDate.format('YYYY-MM-DD') : null,
    description: values.description?.trim() || null,
    fileIds: finishedFileIds(values.files),
    clueId: options.clueId ?? null,
  };
}
