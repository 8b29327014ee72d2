import type { EquipmentModelAdmin, SaveEquipmentModelBody, SetReferenceActiveBody } from '@portal/contract';
import { recordNotFound, refused } from '../../core/app-error';
import type { Principal } from '../../core/principal';
import type { Database } from '../../db/database';
import { auditReferenceChange } from './reference-data.audit';
import * as admin from './reference-data.admin.repository';

/** What an audit entry keeps of an equipment model. */
const audited = ({ id: _id, ...model }: EquipmentModelAdmin) => model;

/**
 * The equipment models as system management keeps them (the one list every form that names a model chooses
 * from: the registration's equipment, a solution's model lines): added, renamed, moved to another product
 * line and (de)activated, each change audited with the model before and after. A deactivated model is no
 * longer offered; the records that name it keep it.
 */
export class EquipmentModelsService {
  constructor(private readonly db: Database) {}

  list(): Promise<EquipmentModelAdmin[]> {
    return admin.findAdminEquipmentModels(this.db);
  }

  save(body: SaveEquipmentModelBody, principal: Principal): Promise<EquipmentModelAdmin> {
    return this.db.transaction(async (tx) => {
      if (!(await admin.productLineExists(tx, body.productLineCode)))
        throw refused('referenceAdmin.error.unknownProductLine', { code: body.productLineCode });
      const values = {
        productLineCode: body.productLineCode,
        kind: body.kind,
        nameCn: body.nameCn,
        nameEn: body.nameEn,
        nameKr: body.nameKr,
      };
      if (body.id === undefined) {
        const created = await admin.insertEquipmentModel(tx, { model: body.model, ...values });
        if (!created) throw refused('referenceAdmin.error.codeTaken', { code: body.model });
        await auditReferenceChange(tx, {
          entity: 'equipment_model',
          entityId: created.id,
          action: 'create',
          principal,
          before: null,
          after: audited(created),
        });
        return created;
      }
      const before = await admin.findAdminEquipmentModelForUpdate(tx, body.id);
      if (!before) throw recordNotFound();
      if (before.model !== body.model) throw refused('referenceAdmin.error.codeChanged');
      const after = await admin.updateEquipmentModel(tx, body.id, values);
      if (!after) throw recordNotFound();
      await auditReferenceChange(tx, {
        entity: 'equipment_model',
        entityId: body.id,
        action: 'update',
        principal,
        before: audited(before),
        after: audited(after),
      });
      return after;
    });
  }

  setActive(body: SetReferenceActiveBody, principal: Principal): Promise<EquipmentModelAdmin> {
    return this.db.transaction(async (tx) => {
      const before = await admin.findAdminEquipmentModelForUpdate(tx, body.id);
      if (!before) throw recordNotFound();
      if (before.active === body.active) return before;
      const after = await admin.setEquipmentModelActive(tx, body.id, body.active);
      if (!after) throw recordNotFound();
      await auditReferenceChange(tx, {
        entity: 'equipment_model',
        entityId: body.id,
        action: body.active ? 'activate' : 'deactivate',
        principal,
        before: audited(before),
        after: audited(after),
      });
      return after;
    });
  }
}
