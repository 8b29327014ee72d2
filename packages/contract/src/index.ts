// The public surface of the contract: schemas, endpoint descriptions, codes, constants, patterns, messages.
export * from './core/constants';
export * from './core/endpoint';
export * from './core/envelope';
export * from './core/envelope-codes';
export * from './core/issues';
export * from './core/paging';
export * from './core/records';
export * from './core/transitions';
export * from './core/versions';
export * from './core/name-in-language';
export * from './core/names';
export * from './core/password';
export * from './core/currencies';
export * from './core/money-format';
export * from './core/registration-numbers';
export * from './core/schema-fields';
export * from './core/ids';
export * from './core/amounts';
export * from './patterns';
export * from './i18n/catalog';
export * from './i18n/areas/work-flow-step-names';
export * from './identity/menu-tree';
export * from './identity/identity.schema';
export * from './identity/sessions.schema';
export * from './identity/oidc.schema';
export * from './identity/identity.paths';
export * from './identity/identity.endpoints';
export * from './reference-data/reference-data.schema';
export * from './reference-data/code-label';
export * from './reference-data/reference-data.paths';
export * from './reference-data/reference-data.endpoints';
export * from './files/files.schema';
export * from './files/files.endpoints';
export * from './exception-logs/exception-logs.schema';
export * from './exception-logs/exception-logs.endpoints';
export * from './backups/index';
export * from './partners/partners.schema';
export * from './partners/partners.endpoints';
export * from './partners/partners.transitions';
export * from './partners/company-name';
export * from './password-reset/password-reset.schema';
export * from './password-reset/password-reset.endpoints';
export * from './company-lookup/index';
export * from './home/home.schema';
export * from './home/home.paths';
export * from './home/home.endpoints';
export * from './opportunity-reports/index';
export * from './opportunities/index';
export * from './clues/index';
export * from './orders/index';
export * from './knowledge/index';
export * from './solutions/index';
export * from './core/quantities';
export * from './configurations/index';
export * from './materials/index';
export * from './customers/index';
export * from './quotations/index';
export * from './processes/index';
export * from './notices/index';
export * from './list-settings/index';
export * from './dashboards/index';
export * from './monitoring/index';
export * from './project-search/index';
export * from './training/index';
export * from './tickets/index';
export * from './man-hours/index';
export * from './resources/index';
export * from './project-groups/index';
export * from './system-settings/index';
export * from './roles/index';

import { exceptionLogsEndpoints } from './exception-logs/exception-logs.endpoints';
import { filesEndpoints } from './files/files.endpoints';
import { identityEndpoints } from './identity/identity.endpoints';
import { partnerCompaniesEndpoints, partnerUsersEndpoints } from './partners/partners.endpoints';
import { passwordResetEndpoints } from './password-reset/password-reset.endpoints';
import { referenceDataEndpoints } from './reference-data/reference-data.endpoints';
import { companyLookupEndpoints } from './company-lookup/index';
import { homeEndpoints } from './home/home.endpoints';
import { opportunityReportsEndpoints } from './opportunity-reports/index';
import { opportunityReportsExportEndpoints } from './opportunity-reports/index';
import { opportunitiesEndpoints } from './opportunities/index';
import { opportunitiesExportEndpoints } from './opportunities/index';
import { cluesEndpoints } from './clues/index';
import { cluesExportEndpoints } from './clues/index';
import { ordersEndpoints } from './orders/index';
import { projectSearchEndpoints } from './project-search/index';
import { dashboardsEndpoints } from './dashboards/index';
import { monitoringEndpoints } from './monitoring/index';
import { ordersExportEndpoints } from './orders/index';
import { knowledgeEndpoints } from './knowledge/index';
import { knowledgeExportEndpoints } from './knowledge/index';
import { solutionsEndpoints } from './solutions/index';
import { solutionsExportEndpoints } from './solutions/index';
import { configurationsEndpoints } from './configurations/index';
import { configurationsExportEndpoints } from './configurations/index';
import { materialsEndpoints } from './materials/index';
import { materialsExportEndpoints } from './materials/index';
import { customersEndpoints } from './customers/index';
import { customersExportEndpoints } from './customers/index';
import { quotationsEndpoints } from './quotations/index';
import { quotationsExportEndpoints } from './quotations/index';
import { processesEndpoints } from './processes/index';
import { noticesEndpoints } from './notices/index';
import { listSettingsEndpoints } from './list-settings/index';
import { backupsEndpoints } from './backups/index';
import { trainingEndpoints } from './training/index';
import { ticketsEndpoints } from './tickets/index';
import { manHoursEndpoints } from './man-hours/index';
import { manHoursExportEndpoints } from './man-hours/index';
import { resourcesEndpoints } from './resources/index';
import { projectGroupsEndpoints } from './project-groups/index';
import { systemSettingsEndpoints } from './system-settings/index';
import { referenceAdminEndpoints } from './system-settings/index';
import { rolesEndpoints } from './roles/index';
import { businessCalendarsEndpoints } from './tickets/index';

/** Every endpoint, by module; the server's permission test walks this. */
export const endpoints = {
  identity: identityEndpoints,
  referenceData: referenceDataEndpoints,
  files: filesEndpoints,
  exceptionLogs: exceptionLogsEndpoints,
  partnerCompanies: partnerCompaniesEndpoints,
  partnerUsers: partnerUsersEndpoints,
  passwordReset: passwordResetEndpoints,
  companyLookup: companyLookupEndpoints,
  home: homeEndpoints,
  opportunityReports: opportunityReportsEndpoints,
  opportunityReportsExports: opportunityReportsExportEndpoints,
  opportunities: opportunitiesEndpoints,
  opportunitiesExports: opportunitiesExportEndpoints,
  clues: cluesEndpoints,
  cluesExports: cluesExportEndpoints,
  orders: ordersEndpoints,
  ordersExports: ordersExportEndpoints,
  knowledge: knowledgeEndpoints,
  knowledgeExports: knowledgeExportEndpoints,
  solutions: solutionsEndpoints,
  solutionsExports: solutionsExportEndpoints,
  configurations: configurationsEndpoints,
  configurationsExports: configurationsExportEndpoints,
  materials: materialsEndpoints,
  materialsExports: materialsExportEndpoints,
  customers: customersEndpoints,
  customersExports: customersExportEndpoints,
  quotations: quotationsEndpoints,
  quotationsExports: quotationsExportEndpoints,
  processes: processesEndpoints,
  notices: noticesEndpoints,
  listSettings: listSettingsEndpoints,
  backups: backupsEndpoints,
  projectSearch: projectSearchEndpoints,
  training: trainingEndpoints,
  tickets: ticketsEndpoints,
  manHours: manHoursEndpoints,
  manHoursExports: manHoursExportEndpoints,
  resources: resourcesEndpoints,
  systemSettings: systemSettingsEndpoints,
  referenceAdmin: referenceAdminEndpoints,
  dashboards: dashboardsEndpoints,
  projectGroups: projectGroupsEndpoints,
  monitoring: monitoringEndpoints,
  roles: rolesEndpoints,
  businessCalendars: businessCalendarsEndpoints,
};
