import type { EndpointBody } from '@portal/contract';
import { configurationsEndpoints as ep } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/request';
import { configurationKeys } from './configuration-keys';

/** Creates a configurable product (code, names, base material); answers its id. */
export function useCreateModel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof ep.createModel>) => request(ep.createModel, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: configurationKeys.models }),
  });
}

/** Saves the draft (refused with the rule named when the model is impossible). */
export function useSaveDraft() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof ep.saveDraft>) => request(ep.saveDraft, { body }),
    onSuccess: (info) => {
      client.setQueryData(configurationKeys.model(info.id), info);
      return client.invalidateQueries({ queryKey: [...configurationKeys.models, 'page'] });
    },
  });
}

/** Publishes the draft as the next version. */
export function usePublishModel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof ep.publish>) => request(ep.publish, { body }),
    onSuccess: (info) => {
      client.setQueryData(configurationKeys.model(info.id), info);
      return client.invalidateQueries({ queryKey: [...configurationKeys.models, 'page'] });
    },
  });
}

/** Stores a configuration (the server re-evaluates and prices it); answers its id. */
export function useSaveConfiguration() {
  return useMutation({
    mutationFn: (body: EndpointBody<typeof ep.saveConfiguration>) => request(ep.saveConfiguration, { body }),
  });
}
