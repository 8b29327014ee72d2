import { z } from 'zod';
import { defineEndpoint, irreversible } from '../core/endpoint';
import { permissions } from '../identity/menu-tree';
import {
  certificateIdQuerySchema,
  certificateVerificationSchema,
  companyCertificatesQuerySchema,
  companyCertificationsSchema,
  recordResultBodySchema,
  revokeCertificateBodySchema,
  verifyCertificateQuerySchema,
} from './training.certificates.schema';
import { registrationSchema } from './training.schema';

/**
 * Results and certificates: the trainer (staff with the courses menu) records a result, a pass issues the
 * certificate; the person (and its administrator, and staff) download its PDF; staff revoke one; anybody
 * verifies a code, without signing in.
 */
export const certificateEndpoints = {
  recordResult: irreversible(
    defineEndpoint({
      method: 'POST',
      path: '/training/record-result',
      permission: permissions.trainingCourses,
      body: recordResultBodySchema,
      data: registrationSchema,
    }),
  ),
  downloadCertificate: defineEndpoint({
    method: 'GET',
    path: '/training/download-certificate',
    permission: permissions.trainingRegister,
    query: certificateIdQuerySchema,
    data: z.unknown(),
    download: true,
  }),
  revokeCertificate: irreversible(
    defineEndpoint({
      method: 'POST',
      path: '/training/revoke-certificate',
      permission: permissions.trainingCourses,
      body: revokeCertificateBodySchema,
      data: registrationSchema,
    }),
  ),
  companyCertificates: defineEndpoint({
    method: 'GET',
    path: '/training/company-certificates',
    permission: permissions.partnerCompany,
    query: companyCertificatesQuerySchema,
    data: companyCertificationsSchema,
  }),
  verifyCertificate: defineEndpoint({
    method: 'GET',
    path: '/training/verify-certificate',
    permission: 'public',
    query: verifyCertificateQuerySchema,
    data: certificateVerificationSchema,
  }),
};
