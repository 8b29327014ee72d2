/**
 * Results and certificates. The trainer (staff with the courses menu) records a person's result once,
 * after marking them present; a pass issues the certificate in the same transaction, with the fields it
 * shows kept as issued and a verification code of 128 random bits. The person, its company's
 * administrator and staff download the PDF; staff revoke a certificate with a reason; anybody verifies a
 * code on the public page, which shows the stored fields (a hand-edited PDF differs from them).
 */
import { randomBytes } from 'node:crypto';
import type {
  CertificateVerification,
  CompanyCertifications,
  Language,
  RecordResultBody,
  Registration,
  RevokeCertificateBody,
} from '@portal/contract';
import {
  certificateCodePattern,
  certificateTransitions,
  isLanguage,
  registrationTransitions,
  translate,
} from '@portal/contract';
import type { Database, DbOrTx } from '../../db/database';
import { insertAuditEntry } from '../../core/audit';
import { recordNotFound, refused } from '../../core/app-error';
import type { Principal } from '../../core/principal';
import { transition } from '../../core/transitions';
import * as certificates from './training.certificates.repository';
import { shownStatus } from './training.certificates.answer';
import { renderCertificatePdf } from './training.certificate-pdf';
import * as repo from './training.registrations.repository';
import { registrationScope, toRegistration } from './training.registrations.service';
import * as sessions from './training.repository';

/** The verification page's address under the web client, with its code. */
export const verifyPagePath = '/static/gppclient/verify-certificate';

/** A fresh verification code: 16 random bytes in lowercase hexadecimal. */
export const newCertificateCode = () => randomBytes(16).toString('hex');

/** Issues the certificate of a passed registration (in the caller's transaction); answers its id. */
export async function issueCertificate(tx: DbOrTx, registrationId: number, actorId: number | null) {
  const facts = await certificates.certificateFacts(tx, registrationId);
  if (!facts) throw recordNotFound();
  const { companyName, companyNameEn, companyNameKr, ...rest } = facts;
  const id = await certificates.insertCertificate(tx, {
    ...rest,
    code: newCertificateCode(),
    companyNameCn: companyName,
    companyNameEn: companyNameEn?.trim() || companyName,
    companyNameKr: companyNameKr?.trim() || companyNameEn?.trim() || companyName,
  });
  await insertAuditEntry(tx, {
    entity: 'training_certificate',
    entityId: id,
    action: 'issue',
    toState: 'valid',
    actorId,
  });
  return id;
}

export class CertificatesService {
  constructor(private readonly db: Database) {}

  async recordResult(body: RecordResultBody, principal: Principal, lang: Language): Promise<Registration> {
    const scope = registrationScope(principal);
    await this.db.transaction(async (tx) => {
      // The session first, then the registration: the order every move takes.
      const [found] = await repo.findRegistrationRowsByIds(tx, [body.id]);
      if (!found) throw recordNotFound();
      await sessions.lockSession(tx, found.sessionId);
      const current = await repo.lockRegistration(tx, body.id, scope);
      if (!current) throw recordNotFound();
      if (current.result !== null)
        throw refused('training.error.resultRecorded', { person: found.personName });
      const score = body.score ?? null;
      await transition(
        tx,
        'training_registration',
        {
          table: registrationTransitions,
          action: 'recordResult',
          record: { id: current.id, state: current.status, version: current.rowVersion },
          principal,
          sentVersion: body.rowVersion,
          refusal: 'training.error.illegalMove',
          refusalParams: { status: translate(lang, `training.status.${current.status}`) },
          comment: score === null ? body.result : `${body.result} (${score})`,
        },
        async () => {
          await certificates.setResult(tx, current.id, body.result, score);
          if (body.result === 'pass') await issueCertificate(tx, current.id, principal.userId);
        },
      );
    });
    const [row] = await repo.findRegistrationRowsByIds(this.db, [body.id]);
    return toRegistration(row!, principal, lang);
  }

  async revoke(body: RevokeCertificateBody, principal: Principal, lang: Language): Promise<Registration> {
    const registrationId = await this.db.transaction(async (tx) => {
      const current = await certificates.lockCertificate(tx, body.id);
      if (!current) throw recordNotFound();
      await transition(
        tx,
        'training_certificate',
        {
          table: certificateTransitions,
          action: 'revoke',
          record: { id: current.id, state: current.status, version: current.rowVersion },
          principal,
          sentVersion: body.rowVersion,
          refusal: 'certificate.error.illegalMove',
          refusalParams: { status: translate(lang, `certificate.status.${current.status}`) },
          comment: body.reason,
        },
        () => certificates.revokeCertificate(tx, current.id, body.reason, principal.userId),
      );
      return current.registrationId;
    });
    const [row] = await repo.findRegistrationRowsByIds(this.db, [registrationId]);
    return toRegistration(row!, principal, lang);
  }

  /** The PDF of a certificate the caller reaches (a partner user: its own; its administrator: its company's). */
  async pdf(id: number, principal: Principal, origin: string) {
    const scope = registrationScope(principal);
    const row = await certificates.findCertificate(this.db, id, scope?.companyId, scope?.userId ?? undefined);
    if (!row) throw recordNotFound();
    const language = await certificates.personLanguage(this.db, row.userId);
    const pdf = await renderCertificatePdf({
      language: isLanguage(language) ? language : 'cn',
      personName: row.personName,
      company: { name: row.companyNameCn, nameEn: row.companyNameEn, nameKr: row.companyNameKr },
      course: { cn: row.courseNameCn, en: row.courseNameEn, kr: row.courseNameKr },
      issuedOn: row.issuedOn,
      expiresOn: row.expiresOn,
      verifyUrl: `${origin}${verifyPagePath}?code=${row.code}`,
      code: row.code,
    });
    return { pdf, fileName: `certificate-${row.issuedOn}-${row.id}.pdf` };
  }

  /**
   * The public verification. A code of the wrong shape is looked up as a well-formed code no certificate
   * has, so that it takes the same path and answers the same "not found" as an unknown one.
   */
  async verify(code: string): Promise<CertificateVerification> {
    const wellFormed = certificateCodePattern.test(code);
    const row = await certificates.findCertificateByCode(this.db, wellFormed ? code : '-'.repeat(32));
    if (!row) throw refused('certificate.notFound');
    return {
      personName: row.personName,
      companyName: { cn: row.companyNameCn, en: row.companyNameEn, kr: row.companyNameKr },
      courseName: { cn: row.courseNameCn, en: row.courseNameEn, kr: row.courseNameKr },
      issuedOn: row.issuedOn,
      expiresOn: row.expiresOn,
      status: shownStatus(row.status, row.expired),
      revokedOn: row.status === 'revoked' ? row.revokedOn : null,
    };
  }

  /** A company's certified people (valid certificates), by product line; a partner reaches only its own. */
  async company(companyId: number, principal: Principal): Promise<CompanyCertifications> {
    if (principal.kind === 'partner' && principal.companyId !== companyId) throw recordNotFound();
    const rows = await certificates.companyValidCertificates(this.db, companyId);
    const groups: CompanyCertifications = [];
    for (const row of rows) {
      let group = groups.at(-1);
      if (!group || group.productLineCode !== row.productLineCode) {
        group = { productLineCode: row.productLineCode, people: [] };
        groups.push(group);
      }
      group.people.push({
        userId: row.userId,
        personName: row.personName,
        courseName: { cn: row.courseNameCn, en: row.courseNameEn, kr: row.courseNameKr },
        expiresOn: row.expiresOn,
      });
    }
    return groups;
  }
}
