import { z } from 'zod';
import { reportStatuses } from '../opportunity-reports/opportunity-reports.schema';

/** One to-do of the home page: what waits for the user, how many, and the screen that handles it. */
export const todoKinds = [
  /** Approval steps waiting for the user in the process centre (the engine's to-dos). */
  'approvals',
  'reportsToFix',
  'opportunitiesToAssignSales',
  'opportunitiesToAssignPlanning',
  'cluesToAssign',
  'cluesToFollow',
  /** Quotations of each kind the user plans with a partner's question not yet answered. */
  'formalQuestions',
  'additionalQuestions',
  'supplementaryQuestions',
  /** Additional quotations partners requested on opportunities the user plans, not yet priced. */
  'additionalToPrice',
] as const;
export type TodoKind = (typeof todoKinds)[number];

export const todoSchema = z.object({
  kind: z.enum(todoKinds),
  count: z.number().int().min(0),
  /** Client route (under the base path) of the screen that handles it. */
  path: z.string(),
});
export type Todo = z.infer<typeof todoSchema>;

export const recentReportSchema = z.object({
  id: z.number().int(),
  reportNo: z.string(),
  projectName: z.string(),
  customerName: z.string(),
  status: z.enum(reportStatuses),
  updatedAt: z.string(),
});
export type RecentReport = z.infer<typeof recentReportSchema>;

export const homeSummarySchema = z.object({
  /** Only the to-dos the user's permissions cover; a zero count is kept so the user sees it is done. */
  todos: z.array(todoSchema),
  /** The latest reports the user may read (own company's for partners), newest change first. */
  recentReports: z.array(recentReportSchema),
});
export type HomeSummary = z.infer<typeof homeSummarySchema>;
