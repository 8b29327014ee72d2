import type { RegionCode, ReportInfo, SaveReportInput } from '@portal/contract';
import { regionCodes } from '@portal/contract';

/** The save body that keeps a report as it is (to submit it from a list or its detail). */
export function saveBodyOf(report: ReportInfo): SaveReportInput {
  return {
    id: report.id,
    companyId: report.companyId,
    contactIds: report.contacts.map((contact) => contact.id),
    customer: {
      name: report.customerName,
      creditCode: report.customerCreditCode,
      region: regionCodes.find((code): code is RegionCode => code === report.customerRegion) ?? null,
      address: report.customerAddress,
      industry: report.customerIndustry,
    },
    projectName: report.projectName,
    productLineCode: report.productLineCode,
    lines: report.lines.map((line) => ({
      equipmentModelId: line.equipmentModelId,
      kind: line.kind,
      quantity: line.quantity,
    })),
    rate: report.rate,
    amount: report.amount,
    currency: report.currency,
    expectedCloseDate: report.expectedCloseDate,
    description: report.description,
    fileIds: report.files.map((file) => file.id),
    clueId: null,
  };
}
