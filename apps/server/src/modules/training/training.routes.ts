import { trainingEndpoints as ep } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../core/endpoint-route';
import type { ModuleDeps } from '../module-deps';
import { certificateRoutes } from './training.certificates.routes';
import { quotaCompanies, saveQuota } from './training.quotas';
import { RegistrationsService } from './training.registrations.service';
import { TrainingService } from './training.service';

export function trainingRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const training = new TrainingService(deps.db);
  const registrations = new RegistrationsService(deps.db);

  route(app, ep.pageCourses, ({ body, principal }) => training.pageCourses(body, principal));
  route(app, ep.listCourseOptions, () => training.listCourseOptions());
  route(app, ep.saveCourse, ({ body, principal }) => training.saveCourse(body, principal));
  route(app, ep.pageSessions, ({ body, principal, lang }) => training.pageSessions(body, principal, lang));
  route(app, ep.calendarSessions, ({ query, principal, lang }) =>
    training.calendar(query.month, principal, lang),
  );
  route(app, ep.getSession, ({ query, principal, lang }) => training.getSession(query.id, principal, lang));
  route(app, ep.saveSession, ({ body, principal, lang }) => training.saveSession(body, principal, lang));
  route(app, ep.listTrainers, () => training.trainers());
  route(app, ep.saveQuota, async ({ body, principal, lang }) => {
    await saveQuota(deps.db, body, principal, lang);
    return training.getSession(body.sessionId, principal, lang);
  });
  route(app, ep.listQuotaCompanies, ({ query, lang }) => quotaCompanies(deps.db, query.id, lang));

  route(app, ep.pageRegistrations, ({ body, principal, lang }) => registrations.page(body, principal, lang));
  route(app, ep.listPeople, ({ principal }) => registrations.people(principal));
  route(app, ep.register, ({ body, principal, lang }) => registrations.register(body, principal, lang));
  route(app, ep.cancelRegistration, ({ body, principal, lang }) =>
    registrations.move('cancel', body, principal, lang),
  );
  route(app, ep.approveRegistration, ({ body, principal, lang }) =>
    registrations.decide('approve', body, principal, lang),
  );
  route(app, ep.rejectRegistration, ({ body, principal, lang }) =>
    registrations.decide('reject', body, principal, lang),
  );
  route(app, ep.markAttended, ({ body, principal, lang }) =>
    registrations.move('markAttended', body, principal, lang),
  );
  route(app, ep.markAbsent, ({ body, principal, lang }) =>
    registrations.move('markAbsent', body, principal, lang),
  );
  certificateRoutes(app, deps);
}
