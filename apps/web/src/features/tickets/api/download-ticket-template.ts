import { ticketsEndpoints } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** Downloads the ticket import template (headers in the user's language); the browser saves the file. */
export const useDownloadTicketTemplate = () =>
  useMutation({ mutationFn: () => request(ticketsEndpoints.downloadImportTemplate) });
