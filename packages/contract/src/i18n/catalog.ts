import type { Language } from '../core/constants';
import { appMessages } from './areas/app';
import { backupMessages } from './areas/backups';
import { clueMessages } from './areas/clues';
import { configurationMessages } from './areas/configurations';
import { customerMessages } from './areas/customers';
import { deadlineMessages } from './areas/deadlines';
import { exportMessages } from './areas/exports';
import { knowledgeMessages } from './areas/knowledge';
import { materialMessages } from './areas/materials';
import { opportunityMessages } from './areas/opportunities';
import { orderMessages } from './areas/orders';
import { partnerMessages } from './areas/partners';
import { processCentreMessages } from './areas/process-centre';
import { processMessages } from './areas/processes';
import { projectSearchMessages } from './areas/project-search';
import { dashboardMessages } from './areas/dashboards';
import { monitoringMessages } from './areas/monitoring';
import { noticeMessages } from './areas/notices';
import { quotationDocumentMessages } from './areas/quotation-document';
import { quotationSupplementaryMessages } from './areas/quotation-supplementary';
import { quotationQaMessages } from './areas/quotation-qa';
import { quotationDealMessages } from './areas/quotation-deal';
import { reportMessages } from './areas/reports';
import { quotationMessages } from './areas/quotations';
import { solutionMessages } from './areas/solutions';
import { solutionApprovalMessages } from './areas/solution-approval';
import { signInMessages } from './areas/sign-in';
import { oidcMessages } from './areas/oidc';
import { messagingMessages } from './areas/messaging';
import { widgetMessages } from './areas/widgets';
import { columnMessages } from './areas/columns';
import { workFlowNameMessages } from './areas/work-flow-names';
import { workFlowMessages } from './areas/work-flows';
import { trainingMessages } from './areas/training';
import { trainingCertificateMessages } from './areas/training-certificates';
import { ticketMessages } from './areas/tickets';
import { manHourMessages } from './areas/man-hours';
import { resourceMessages } from './areas/resources';
import { projectGroupMessages } from './areas/project-groups';
import { systemSettingsMessages } from './areas/system-settings';
import { referenceAdminMessages } from './areas/reference-admin';
import { roleMessages } from './areas/roles';
import { uploadLimitMessages } from './areas/upload-limits';
import { businessCalendarMessages } from './areas/business-calendars';
import { cn } from './cn';
import type { MessageParams } from './interpolate';
import { interpolate } from './interpolate';
import { en } from './en';
import { kr } from './kr';

/** The areas of the catalogue; en.ts/cn.ts/kr.ts hold the core (server messages, menus, code tables). */
const areas = [
  appMessages,
  widgetMessages,
  columnMessages,
  deadlineMessages,
  backupMessages,
  partnerMessages,
  reportMessages,
  opportunityMessages,
  clueMessages,
  orderMessages,
  ticketMessages,
  knowledgeMessages,
  solutionMessages,
  exportMessages,
  configurationMessages,
  materialMessages,
  customerMessages,
  quotationMessages,
  quotationDocumentMessages,
  quotationSupplementaryMessages,
  quotationQaMessages,
  quotationDealMessages,
  processMessages,
  workFlowMessages,
  noticeMessages,
  signInMessages,
  oidcMessages,
  messagingMessages,
  processCentreMessages,
  solutionApprovalMessages,
  workFlowNameMessages,
  projectSearchMessages,
  trainingMessages,
  trainingCertificateMessages,
  manHourMessages,
  resourceMessages,
  systemSettingsMessages,
  referenceAdminMessages,
  dashboardMessages,
  projectGroupMessages,
  monitoringMessages,
  roleMessages,
  uploadLimitMessages,
  businessCalendarMessages,
] as const;

// Distributes over the areas: keyof of a union would keep only the keys they share.
type KeysOf<A> = A extends { en: infer E } ? keyof E : never;
type AreaKeys = KeysOf<(typeof areas)[number]>;
export type MessageKey = keyof typeof en | AreaKeys;

function merge(language: Language, core: Record<string, string>): Record<MessageKey, string> {
  const merged: Record<string, string> = { ...core };
  for (const area of areas) {
    for (const [key, text] of Object.entries(area[language])) {
      if (key in merged) throw new Error(`Translation key ${key} is defined twice`);
      merged[key] = text;
    }
  }
  return merged as Record<MessageKey, string>;
}

export const catalogs: Record<Language, Record<MessageKey, string>> = {
  en: merge('en', en),
  cn: merge('cn', cn),
  kr: merge('kr', kr),
};

export { interpolate, type MessageParams } from './interpolate';

export function translate(language: Language, key: MessageKey, params?: MessageParams): string {
  return interpolate(catalogs[language][key], params);
}

export function isMessageKey(value: string): value is MessageKey {
  return value in catalogs.en;
}
