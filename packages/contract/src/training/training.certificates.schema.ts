import { z } from 'zod';
import { recordIdSchema } from '../core/ids';
import { requiredText } from '../core/texts';
import { rowVersionSchema } from '../core/versions';
import { certificateActions, certificateStates, trainingResults } from './training.transitions';

/**
 * A certificate's verification code: 32 lowercase hexadecimal digits (128 random bits). The public
 * verification answers any other text as it answers an unknown code ("not found"), so the query takes
 * any string and the server decides.
 */
export const certificateCodePattern = /^[0-9a-f]{32}$/;

/** A text in the three languages, as the certificate was issued. */
export const threeLanguagesSchema = z.object({ cn: z.string(), en: z.string(), kr: z.string() });
export type ThreeLanguages = z.infer<typeof threeLanguagesSchema>;

/** What a registration shows of the certificate its pass issued. */
export const registrationCertificateSchema = z.object({
  id: z.number().int(),
  status: z.enum(certificateStates),
  /** YYYY-MM-DD */
  issuedOn: z.string(),
  expiresOn: z.string(),
  revokedReason: z.string().nullable(),
  rowVersion: rowVersionSchema,
  actions: z.array(z.enum(certificateActions)),
});
export type RegistrationCertificate = z.infer<typeof registrationCertificateSchema>;

export const recordResultBodySchema = z
  .object({
    id: recordIdSchema,
    rowVersion: rowVersionSchema.optional(),
    result: z.enum(trainingResults),
    /** 0 to 100, optional. */
    score: z.number().int().min(0).max(100).nullish(),
  })
  .strict();
export type RecordResultBody = z.infer<typeof recordResultBodySchema>;
export type RecordResultInput = z.input<typeof recordResultBodySchema>;

export const revokeCertificateBodySchema = z
  .object({
    id: recordIdSchema,
    rowVersion: rowVersionSchema.optional(),
    reason: requiredText(500),
  })
  .strict();
export type RevokeCertificateBody = z.infer<typeof revokeCertificateBodySchema>;
export type RevokeCertificateInput = z.input<typeof revokeCertificateBodySchema>;

export const certificateIdQuerySchema = z.object({ id: recordIdSchema });
/**
 * Any text (or none, or several): a code of the wrong shape becomes '' here, never a validation error (a NUL
 * character included), and the server answers it "not found", as an unknown one.
 */
export const verifyCertificateQuerySchema = z.object({
  code: z
    .string()
    .catch('')
    .transform((code) => (certificateCodePattern.test(code) ? code : '')),
});
export type VerifyCertificateQuery = z.infer<typeof verifyCertificateQuerySchema>;

/**
 * The public verification: every field the certificate shows, as stored when it was issued (the names in
 * the three languages), and its status today. Nothing else (no ids, no reason of a revocation).
 */
export const certificateVerificationSchema = z.object({
  personName: z.string(),
  companyName: threeLanguagesSchema,
  courseName: threeLanguagesSchema,
  issuedOn: z.string(),
  expiresOn: z.string(),
  status: z.enum(certificateStates),
  /** YYYY-MM-DD, when revoked. */
  revokedOn: z.string().nullable(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;

export const companyCertificatesQuerySchema = z.object({ companyId: recordIdSchema });

/** A company's certified people, by product line (valid certificates only). */
export const certifiedPersonSchema = z.object({
  userId: z.number().int(),
  personName: z.string(),
  courseName: threeLanguagesSchema,
  expiresOn: z.string(),
});
export const companyCertificationsSchema = z.array(
  z.object({
    /** null: courses of no product line. */
    productLineCode: z.string().nullable(),
    people: z.array(certifiedPersonSchema),
  }),
);
export type CompanyCertifications = z.infer<typeof companyCertificationsSchema>;
