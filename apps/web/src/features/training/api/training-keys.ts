import type { PageCoursesInput, PageRegistrationsInput, PageSessionsInput } from '@portal/contract';

type Paged<T> = T & { pageNum: number; pageSize: number };
export type CourseFilters = Paged<PageCoursesInput>;
export type SessionFilters = Paged<PageSessionsInput>;
export type RegistrationFilters = Paged<PageRegistrationsInput>;

/**
 * Query keys of training: a change to courses or sessions refreshes `training` whole (sessions show course
 * names, registrations show seats); a registration's move refreshes sessions (their seats) too.
 */
export const trainingKeys = {
  all: ['training'] as const,
  coursePage: (filters: CourseFilters) => ['training', 'courses', 'page', filters] as const,
  courseOptions: ['training', 'courses', 'options'] as const,
  sessionPage: (filters: SessionFilters) => ['training', 'sessions', 'page', filters] as const,
  calendar: (month: string) => ['training', 'sessions', 'calendar', month] as const,
  registrationPage: (filters: RegistrationFilters) => ['training', 'registrations', 'page', filters] as const,
  people: ['training', 'people'] as const,
  trainers: ['training', 'trainers'] as const,
  quotaCompanies: (sessionId: number) => ['training', 'quota-companies', sessionId] as const,
  companyCertificates: (companyId: number) => ['training', 'certificates', 'company', companyId] as const,
};
