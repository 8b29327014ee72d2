import { defineTransitions } from '../core/transitions';
import { permissions } from '../identity/menu-tree';

/**
 * The states of a training registration. `seated` holds one of the session's seats; `waiting` is on the
 * session's waiting list (first come, first seated). `approved` and `rejected` are the outcome of the
 * registration's approval process (the process engine: its channel manager, then the trainer when the
 * session asks for it); `attended` and
 * `absent` are the trainer's marks after the session. `cancelled` and `rejected` free the seat.
 */
export const registrationStates = [
  'seated',
  'waiting',
  'approved',
  'rejected',
  'cancelled',
  'attended',
  'absent',
] as const;
export type RegistrationState = (typeof registrationStates)[number];

/** The states that hold a seat of the session. */
export const seatHoldingStates: readonly RegistrationState[] = ['seated', 'approved', 'attended', 'absent'];
/** The states of a live registration: a person has at most one per session. */
export const liveRegistrationStates: readonly RegistrationState[] = ['seated', 'waiting', 'approved'];

export const registrationActions = [
  'cancel',
  'approve',
  'reject',
  'markAttended',
  'markAbsent',
  'recordResult',
] as const;
export type RegistrationAction = (typeof registrationActions)[number];

/**
 * Registrations. `approve` and `reject` are taken by the registration's approval process only (a seated
 * registration's; a waiting one is not yet in approval), from the process centre or the registrations
 * screen. A freed seat (cancel or reject of a seat-holding registration) goes to the first waiting
 * person in the same transaction. Cancelling is open until the session's registration deadline (the
 * module's own rule).
 *
 * | action       | from                      | to        | side    |
 * | ------------ | ------------------------- | --------- | ------- |
 * | cancel       | seated, waiting, approved | cancelled | any     |
 * | approve      | seated                    | approved  | staff   |
 * | reject       | seated                    | rejected  | staff   |
 * | markAttended | seated, approved          | attended  | staff   |
 * | markAbsent   | seated, approved          | absent    | staff   |
 * | recordResult | attended                  | (kept)    | staff   |
 *
 * A result is recorded once (the module's own rule: while the registration has none); a pass issues the
 * person's certificate in the same transaction.
 */
export const registrationTransitions = defineTransitions<RegistrationState, RegistrationAction>({
  cancel: {
    from: ['seated', 'waiting', 'approved'],
    to: 'cancelled',
    side: 'any',
    permission: permissions.trainingRegister,
  },
  approve: { from: ['seated'], to: 'approved', side: 'staff', permission: permissions.trainingApproval },
  reject: { from: ['seated'], to: 'rejected', side: 'staff', permission: permissions.trainingApproval },
  markAttended: {
    from: ['seated', 'approved'],
    to: 'attended',
    side: 'staff',
    permission: permissions.trainingCourses,
  },
  markAbsent: {
    from: ['seated', 'approved'],
    to: 'absent',
    side: 'staff',
    permission: permissions.trainingCourses,
  },
  recordResult: { from: ['attended'], side: 'staff', permission: permissions.trainingCourses },
});

/** A result of a person in a session. */
export const trainingResults = ['pass', 'fail'] as const;
export type TrainingResult = (typeof trainingResults)[number];

/**
 * A certificate as stored: valid until revoked. As shown, a valid one past its expiry date is `expired`
 * (computed when read, nothing written).
 */
export const certificateStoredStates = ['valid', 'revoked'] as const;
export type CertificateStoredState = (typeof certificateStoredStates)[number];
export const certificateStates = ['valid', 'expired', 'revoked'] as const;
export type CertificateState = (typeof certificateStates)[number];
export const certificateActions = ['revoke'] as const;
export type CertificateAction = (typeof certificateActions)[number];

/** Certificates: staff with the courses menu revoke one, with a reason. */
export const certificateTransitions = defineTransitions<CertificateStoredState, CertificateAction>({
  revoke: { from: ['valid'], to: 'revoked', side: 'staff', permission: permissions.trainingCourses },
});

/** Courses and sessions: staff with the courses menu edit them. */
export const courseActions = ['edit'] as const;
export type CourseAction = (typeof courseActions)[number];
export const sessionActions = ['edit'] as const;
export type SessionAction = (typeof sessionActions)[number];
