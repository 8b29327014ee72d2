import type { EndpointBody } from '@portal/contract';
import { trainingEndpoints } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { trainingKeys } from './training-keys';

/** Records a person's result (once); a pass issues the certificate. */
export function useRecordResult() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof trainingEndpoints.recordResult>) =>
      request(trainingEndpoints.recordResult, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: trainingKeys.all }),
  });
}

/** Revokes a certificate, with a reason. */
export function useRevokeCertificate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof trainingEndpoints.revokeCertificate>) =>
      request(trainingEndpoints.revokeCertificate, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: trainingKeys.all }),
  });
}

/** Saves a certificate's PDF (the server writes it in the person's language). */
export const downloadCertificate = (id: number) =>
  request(trainingEndpoints.downloadCertificate, { query: { id } });

/** A company's certified people by product line (staff). */
export const useCompanyCertificates = (companyId: number) =>
  useQuery({
    queryKey: trainingKeys.companyCertificates(companyId),
    queryFn: ({ signal }) => request(trainingEndpoints.companyCertificates, { query: { companyId }, signal }),
  });
