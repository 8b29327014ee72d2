import type { EndpointBody } from '@portal/contract';
import { referenceAdminEndpoints as ep } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { codeTablesChangedEvent, referenceDataQueryKey } from '../../../lib/code-tables';
import { request } from '../../../lib/request';
import { systemSettingsKeys } from './system-settings-queries';

/** Query keys of system management's product lines and equipment models. */
export const referenceAdminKeys = {
  productLines: () => [...systemSettingsKeys.all, 'product-lines'] as const,
  equipmentModels: () => [...systemSettingsKeys.all, 'equipment-models'] as const,
};

/** Every product line with its discount threshold, inactive ones too. */
export const useAdminProductLines = () =>
  useQuery({
    queryKey: referenceAdminKeys.productLines(),
    queryFn: ({ signal }) => request(ep.listProductLines, { signal }),
  });

/** Every equipment model, inactive ones too. */
export const useAdminEquipmentModels = () =>
  useQuery({
    queryKey: referenceAdminKeys.equipmentModels(),
    queryFn: ({ signal }) => request(ep.listEquipmentModels, { signal }),
  });

/**
 * After a change of a product line or an equipment model: the screen's lists and history, the code tables
 * loaded at start-up (which carry the active product lines) and every form's product lines and models, so
 * a form offers the change at once, without a reload.
 */
function useReferenceChanged() {
  const client = useQueryClient();
  return () => {
    window.dispatchEvent(new Event(codeTablesChangedEvent));
    return Promise.all([
      client.invalidateQueries({ queryKey: referenceAdminKeys.productLines() }),
      client.invalidateQueries({ queryKey: referenceAdminKeys.equipmentModels() }),
      client.invalidateQueries({ queryKey: systemSettingsKeys.history() }),
      client.invalidateQueries({ queryKey: referenceDataQueryKey }),
    ]);
  };
}

export function useSaveProductLine() {
  const changed = useReferenceChanged();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof ep.saveProductLine>) => request(ep.saveProductLine, { body }),
    onSuccess: changed,
  });
}

export function useSetProductLineActive() {
  const changed = useReferenceChanged();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof ep.setProductLineActive>) =>
      request(ep.setProductLineActive, { body }),
    onSuccess: changed,
  });
}

export function useSaveEquipmentModel() {
  const changed = useReferenceChanged();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof ep.saveEquipmentModel>) =>
      request(ep.saveEquipmentModel, { body }),
    onSuccess: changed,
  });
}

export function useSetEquipmentModelActive() {
  const changed = useReferenceChanged();
  return useMutation({
    mutationFn: (body: EndpointBody<typeof ep.setEquipmentModelActive>) =>
      request(ep.setEquipmentModelActive, { body }),
    onSuccess: changed,
  });
}
