import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { permissions } from '../identity/menu-tree';
import { certificateEndpoints } from './training.certificates.endpoints';
import {
  calendarQuerySchema,
  courseOptionSchema,
  coursePageSchema,
  courseSchema,
  pageCoursesBodySchema,
  pageRegistrationsBodySchema,
  pageSessionsBodySchema,
  registerBodySchema,
  registrationMoveBodySchema,
  rejectRegistrationBodySchema,
  saveQuotaBodySchema,
  registrationPageSchema,
  registrationSchema,
  saveCourseBodySchema,
  saveSessionBodySchema,
  sessionPageSchema,
  sessionSchema,
  trainingIdQuerySchema,
  trainingPersonSchema,
} from './training.schema';

const move = (path: string, permission: string) =>
  defineEndpoint({
    method: 'POST',
    path,
    permission,
    body: registrationMoveBodySchema,
    data: registrationSchema,
  });

/**
 * Training: staff keep courses and sessions (training.courses); staff and partners read sessions and
 * register (training.register); staff decide registrations (training.approval).
 */
export const trainingEndpoints = {
  pageCourses: defineEndpoint({
    method: 'POST',
    path: '/training/page-courses',
    permission: permissions.trainingCourses,
    body: pageCoursesBodySchema,
    data: coursePageSchema,
  }),
  listCourseOptions: defineEndpoint({
    method: 'GET',
    path: '/training/list-course-options',
    permission: permissions.trainingCourses,
    data: z.array(courseOptionSchema),
  }),
  saveCourse: defineEndpoint({
    method: 'POST',
    path: '/training/save-course',
    permission: permissions.trainingCourses,
    body: saveCourseBodySchema,
    data: courseSchema,
  }),
  pageSessions: defineEndpoint({
    method: 'POST',
    path: '/training/page-sessions',
    permission: permissions.trainingRegister,
    body: pageSessionsBodySchema,
    data: sessionPageSchema,
  }),
  calendarSessions: defineEndpoint({
    method: 'GET',
    path: '/training/calendar-sessions',
    permission: permissions.trainingRegister,
    query: calendarQuerySchema,
    data: z.array(sessionSchema),
  }),
  getSession: defineEndpoint({
    method: 'GET',
    path: '/training/get-session',
    permission: permissions.trainingRegister,
    query: trainingIdQuerySchema,
    data: sessionSchema,
  }),
  saveSession: defineEndpoint({
    method: 'POST',
    path: '/training/save-session',
    permission: permissions.trainingCourses,
    body: saveSessionBodySchema,
    data: sessionSchema,
  }),
  pageRegistrations: defineEndpoint({
    method: 'POST',
    path: '/training/page-registrations',
    permission: permissions.trainingRegister,
    body: pageRegistrationsBodySchema,
    data: registrationPageSchema,
  }),
  listPeople: defineEndpoint({
    method: 'GET',
    path: '/training/list-people',
    permission: permissions.trainingRegister,
    data: z.array(trainingPersonSchema),
  }),
  register: defineEndpoint({
    method: 'POST',
    path: '/training/register',
    permission: permissions.trainingRegister,
    body: registerBodySchema,
    data: z.array(registrationSchema),
  }),
  cancelRegistration: move('/training/cancel-registration', permissions.trainingRegister),
  approveRegistration: move('/training/approve-registration', permissions.trainingApproval),
  rejectRegistration: defineEndpoint({
    method: 'POST',
    path: '/training/reject-registration',
    permission: permissions.trainingApproval,
    body: rejectRegistrationBodySchema,
    data: registrationSchema,
  }),
  /** The internal users a session may name as its trainer's account: those who may approve registrations. */
  listTrainers: defineEndpoint({
    method: 'GET',
    path: '/training/list-trainers',
    permission: permissions.trainingCourses,
    data: z.array(trainingPersonSchema),
  }),
  /** Staff set a company's seat quota on a session (0 removes it); answers the session with its quotas. */
  saveQuota: defineEndpoint({
    method: 'POST',
    path: '/training/save-quota',
    permission: permissions.trainingCourses,
    body: saveQuotaBodySchema,
    data: sessionSchema,
  }),
  /** The active partner companies a session is for (its audience): those a quota may be set for. */
  listQuotaCompanies: defineEndpoint({
    method: 'GET',
    path: '/training/list-quota-companies',
    permission: permissions.trainingCourses,
    query: trainingIdQuerySchema,
    data: z.array(trainingPersonSchema),
  }),
  markAttended: move('/training/mark-attended', permissions.trainingCourses),
  markAbsent: move('/training/mark-absent', permissions.trainingCourses),
  ...certificateEndpoints,
};
