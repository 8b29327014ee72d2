/**
 * Every module of the portal, in dependency order: a module comes after the modules it depends on, and
 * identity comes first (its hook authenticates every /api route registered after it). The app registers
 * them in this order and refuses a list that breaks it (core/module-list.ts). Adding an area is one
 * folder under `modules/` and one line here (docs/adding-a-module.md). Only this file imports a module's
 * descriptor (`<m>.module.ts`); modules reach each other through their `index.ts`.
 */
import { backupsModule } from './modules/backups/backups.module';
import { cluesModule } from './modules/clues/clues.module';
import { companyLookupModule } from './modules/company-lookup/company-lookup.module';
import { configurationsModule } from './modules/configurations/configurations.module';
import { customersModule } from './modules/customers/customers.module';
import { dashboardsModule } from './modules/dashboards/dashboards.module';
import { monitoringModule } from './modules/monitoring/monitoring.module';
import { exceptionLogsModule } from './modules/exception-logs/exception-logs.module';
import { filesModule } from './modules/files/files.module';
import { homeModule } from './modules/home/home.module';
import { identityModule } from './modules/identity/identity.module';
import { knowledgeModule } from './modules/knowledge/knowledge.module';
import { listSettingsModule } from './modules/list-settings/list-settings.module';
import { mailModule } from './modules/mail/mail.module';
import { materialsModule } from './modules/materials/materials.module';
import type { PortalModule } from './modules/module-deps';
import { notificationsModule } from './modules/notifications/notifications.module';
import { opportunitiesModule } from './modules/opportunities/opportunities.module';
import { opportunityReportsModule } from './modules/opportunity-reports/opportunity-reports.module';
import { ordersModule } from './modules/orders/orders.module';
import { partnersModule } from './modules/partners/partners.module';
import { passwordResetModule } from './modules/password-reset/password-reset.module';
import { processesModule } from './modules/processes/processes.module';
import { projectGroupsModule } from './modules/project-groups/project-groups.module';
import { projectSearchModule } from './modules/project-search/project-search.module';
import { quotationsModule } from './modules/quotations/quotations.module';
import { referenceDataModule } from './modules/reference-data/reference-data.module';
import { resourcesModule } from './modules/resources/resources.module';
import { systemSettingsModule } from './modules/system-settings/system-settings.module';
import { solutionsModule } from './modules/solutions/solutions.module';
import { trainingModule } from './modules/training/training.module';
import { ticketsModule } from './modules/tickets/tickets.module';
import { manHoursModule } from './modules/man-hours/man-hours.module';
import { webClientModule } from './modules/web-client/web-client.module';

export const portalModules: readonly PortalModule[] = [
  identityModule,
  listSettingsModule,
  referenceDataModule,
  systemSettingsModule,
  exceptionLogsModule,
  filesModule,
  partnersModule,
  mailModule,
  passwordResetModule,
  companyLookupModule,
  ordersModule,
  customersModule,
  notificationsModule,
  backupsModule,
  processesModule,
  cluesModule,
  opportunitiesModule,
  opportunityReportsModule,
  materialsModule,
  configurationsModule,
  knowledgeModule,
  solutionsModule,
  quotationsModule,
  projectSearchModule,
  trainingModule,
  ticketsModule,
  manHoursModule,
  resourcesModule,
  projectGroupsModule,
  dashboardsModule,
  monitoringModule,
  homeModule,
  webClientModule,
];
