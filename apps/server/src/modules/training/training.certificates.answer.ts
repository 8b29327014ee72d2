/** How a certificate is answered: its status as shown (a valid one past its expiry reads expired). */
import type { CertificateState, CertificateStoredState, RegistrationCertificate } from '@portal/contract';
import { certificateTransitions } from '@portal/contract';
import type { Principal } from '../../core/principal';
import { availableActions } from '../../core/transitions';

export interface CertificateFacts {
  id: number;
  status: CertificateStoredState;
  /** Whether its expiry date is before today. */
  expired: boolean;
  issuedOn: string;
  expiresOn: string;
  revokedReason: string | null;
  rowVersion: number;
}

export function shownStatus(status: CertificateStoredState, expired: boolean): CertificateState {
  return status === 'revoked' ? 'revoked' : expired ? 'expired' : 'valid';
}

export function toRegistrationCertificate(
  facts: CertificateFacts,
  principal: Principal,
): RegistrationCertificate {
  return {
    id: facts.id,
    status: shownStatus(facts.status, facts.expired),
    issuedOn: facts.issuedOn,
    expiresOn: facts.expiresOn,
    // The reason is for staff; the person and its company see that it was revoked.
    revokedReason: principal.kind === 'internal' ? facts.revokedReason : null,
    rowVersion: facts.rowVersion,
    actions: availableActions(certificateTransitions, facts.status, principal),
  };
}
