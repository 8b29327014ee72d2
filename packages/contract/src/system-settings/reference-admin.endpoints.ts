import { z } from 'zod';
import { defineEndpoint } from '../core/endpoint';
import { referenceAdminPaths as p } from './reference-admin.paths';
import {
  equipmentModelAdminSchema,
  productLineAdminSchema,
  saveEquipmentModelBodySchema,
  saveProductLineBodySchema,
  setReferenceActiveBodySchema,
} from './reference-admin.schema';

export const referenceAdminEndpoints = {
  listProductLines: defineEndpoint({ ...p.listProductLines, data: z.array(productLineAdminSchema) }),
  saveProductLine: defineEndpoint({
    ...p.saveProductLine,
    body: saveProductLineBodySchema,
    data: productLineAdminSchema,
  }),
  setProductLineActive: defineEndpoint({
    ...p.setProductLineActive,
    body: setReferenceActiveBodySchema,
    data: productLineAdminSchema,
  }),
  listEquipmentModels: defineEndpoint({
    ...p.listEquipmentModels,
    data: z.array(equipmentModelAdminSchema),
  }),
  saveEquipmentModel: defineEndpoint({
    ...p.saveEquipmentModel,
    body: saveEquipmentModelBodySchema,
    data: equipmentModelAdminSchema,
  }),
  setEquipmentModelActive: defineEndpoint({
    ...p.setEquipmentModelActive,
    body: setReferenceActiveBodySchema,
    data: equipmentModelAdminSchema,
  }),
};
