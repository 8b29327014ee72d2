import { cluesEndpoints } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '../../../lib/request';

/** Downloads the import template (headers in the user's language); the browser saves the file. */
export const useDownloadClueTemplate = () =>
  useMutation({ mutationFn: () => request(cluesEndpoints.downloadImportTemplate) });
