import type { Notice, NoticeSubjectKind } from '@portal/contract';
import { formats, noticeUntilIsDate } from '@portal/contract';
import type { TFunction } from 'i18next';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../components/format';

/** The screen of a notice's subject: reviewers and submitters read a report, quotation or solution on its own screen. */
const screens: Record<NoticeSubjectKind, (id: number) => string> = {
  opportunityReport: paths.reportDetail,
  planningQuotation: paths.quotationDetail,
  solution: paths.solutionDesign,
  quotation: paths.quotationQa,
  clue: paths.clueDetail,
  opportunity: paths.opportunityDetail,
  customerQuotation: paths.formalQuotation,
  /** A failed backup: its details are in the exception log. */
  backup: () => paths.exceptionLog,
  /** A seat from the waiting list: the reader's registrations. */
  trainingRegistration: () => '/training/index?view=registrations',
  partnerTimesheet: paths.timesheet,
  staffTimesheet: paths.timesheet,
  /** A resource with a new version: the library's shelf, the resource opened. */
  trainingResource: (id) => `/empower/training?open=${id}`,
  libraryResource: (id) => `/empower/resource?open=${id}`,
  /** A ticket: its SLA reminders and breaches, and a project group's notices on it (an opportunity's group opens the opportunity). */
  ticket: paths.ticketDetail,
};

export const noticeLink = (notice: Pick<Notice, 'subjectKind' | 'subjectId'>) =>
  screens[notice.subjectKind](notice.subjectId);

/** The notice's text in the reader's language (the server mails the same keys). */
export function noticeText(t: TFunction, notice: Pick<Notice, 'kind' | 'subjectKind' | 'params'>): string {
  const { until } = notice.params;
  return t(`notice.text.${notice.kind}`, {
    ...notice.params,
    ...(until
      ? { until: formatDateTime(until, noticeUntilIsDate(notice.kind) ? formats.date : formats.dateTime) }
      : {}),
    subject: t(`notice.subject.${notice.subjectKind}`),
  });
}
