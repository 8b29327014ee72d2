import type { MessageKey } from '@portal/contract';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

const LeaveConfirm = lazy(() => import('./leave-confirm').then((m) => ({ default: m.LeaveConfirm })));

/** The confirm's texts: its title, what is lost, and the two buttons. */
export interface LeaveGuardMessages {
  title: MessageKey;
  text: MessageKey;
  leave: MessageKey;
  stay: MessageKey;
}

const generalMessages: LeaveGuardMessages = {
  title: 'leaveGuard.title',
  text: 'leaveGuard.text',
  leave: 'leaveGuard.leave',
  stay: 'leaveGuard.stay',
};

/**
 * Asks before unsaved changes are left behind: a move inside the app (Cancel, a menu, the back button)
 * waits for a translated confirm; closing or reloading the tab gets the browser's own question.
 * Answers the confirm's holder, to be rendered with the form, and `allowLeave` for a move after a save.
 * `messages` name the form's own texts (any left out: the general ones).
 */
export function useLeaveGuard(dirty: boolean, messages: Partial<LeaveGuardMessages> = {}) {
  const { title, text, leave, stay } = { ...generalMessages, ...messages };
  const { t } = useTranslation();
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !allowed.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  const current = useRef(blocker);
  useEffect(() => {
    current.current = blocker;
  });

  // The confirm (with Ant Design's Modal) loads when a move is blocked, not with the form.
  const blocked = blocker.state === 'blocked';
  const config = useMemo(
    () => ({
      title: t(title),
      content: t(text),
      okText: t(leave),
      okButtonProps: { danger: true },
      cancelText: t(stay),
      onOk: () => current.current.proceed?.(),
      onCancel: () => current.current.reset?.(),
    }),
    [t, title, text, leave, stay],
  );
  const holder = blocked ? (
    <Suspense fallback={null}>
      <LeaveConfirm config={config} />
    </Suspense>
  ) : null;

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the question only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  return {
    holder,
    /** The next move needs no confirm (the changes were just saved). */
    allowLeave: () => {
      allowed.current = true;
    },
  };
}
