import type { TrainingSession } from '@portal/contract';
import { Segmented } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title';
import { hasMenu, useSession } from '../../../lib/session';
import { NoPermissionState } from '../../../components/states';
import { CourseList } from './course-list';
import { RegistrationList } from './registration-list';
import { SessionCalendar } from './session-calendar';
import { SessionList } from './session-list';

const RegisterModal = lazy(() => import('./register-modal').then((m) => ({ default: m.RegisterModal })));

/** One view of a screen at a time, chosen by `?view=` (each list keeps its filters in the URL). */
function useView<V extends string>(views: readonly V[]): [V, (view: V) => void] {
  const [params, setParams] = useSearchParams();
  const asked = params.get('view');
  const view = views.find((v) => v === asked) ?? views[0]!;
  return [view, (next) => setParams(next === views[0] ? {} : { view: next })];
}

function ViewSwitch<V extends string>({
  views,
  value,
  onChange,
}: {
  views: { value: V; label: string }[];
  value: V;
  onChange: (v: V) => void;
}) {
  return <Segmented<V> options={views} value={value} onChange={onChange} style={{ marginBottom: 12 }} />;
}

/** /training/Training (staff): sessions as a list and on a month calendar, and the courses. */
export function TrainingCoursesScreen() {
  const { t } = useTranslation();
  const views = ['sessions', 'calendar', 'courses'] as const;
  const [view, setView] = useView(views);
  return (
    <>
      <ViewSwitch
        views={[
          { value: 'sessions', label: t('training.sessions') },
          { value: 'calendar', label: t('training.calendar') },
          { value: 'courses', label: t('training.courses') },
        ]}
        value={view}
        onChange={setView}
      />
      {view === 'sessions' && <SessionList />}
      {view === 'calendar' && <SessionCalendar />}
      {view === 'courses' && <CourseList />}
    </>
  );
}

/** A partner's registration: the sessions open to its company, and its registrations. */
export function PartnerRegistrationScreen() {
  const { t } = useTranslation();
  const admin = useSession((s) => s.roles.includes('partner_admin'));
  const views = ['sessions', 'registrations'] as const;
  const [view, setView] = useView(views);
  const [registering, setRegistering] = useState<{ session: TrainingSession; held: boolean } | null>(null);
  return (
    <>
      <ViewSwitch
        views={[
          { value: 'sessions', label: t('training.openSessions') },
          { value: 'registrations', label: t('training.myRegistrations') },
        ]}
        value={view}
        onChange={setView}
      />
      {view === 'sessions' && (
        <SessionList
          openOnlyDefault
          extraActions={(session) => [
            {
              key: 'register',
              label: admin ? t('training.action.register') : t('training.action.registerSelf'),
              hidden: !session.open,
              onClick: () => setRegistering({ session, held: false }),
            },
            {
              key: 'assignHeld',
              label: t('training.action.assignHeld'),
              // Only the company's own quota reaches a partner; an administrator assigns what is left of it.
              hidden:
                !admin || !session.open || !session.quotas.some((q) => !q.released && q.assigned < q.seats),
              onClick: () => setRegistering({ session, held: true }),
            },
          ]}
        />
      )}
      {view === 'registrations' && <RegistrationList />}
      <Suspense fallback={null}>
        {registering && (
          <RegisterModal
            session={registering.session}
            chooses={admin}
            held={registering.held}
            onClose={() => setRegistering(null)}
          />
        )}
      </Suspense>
    </>
  );
}

const partnerCrumbs = [{ titleKey: 'menu.training' as const }];

/**
 * /training/index and /training/training-registration: staff see the registrations (approval); a partner
 * registers, the page then titled "register for training" with the training menu's entry highlighted.
 */
export function TrainingRegistrationScreen() {
  const { t } = useTranslation();
  const partner = useSession((s) => s.userInfo?.kind === 'partner');
  const allowed = useSession((s) => hasMenu('training.approval', s) || hasMenu('training.register', s));
  usePageTitle(
    partner ? t('menu.trainingRegister') : null,
    partner ? partnerCrumbs : undefined,
    partner ? '/training/index' : undefined,
  );
  if (!allowed) return <NoPermissionState />;
  return partner ? <PartnerRegistrationScreen /> : <RegistrationList />;
}
