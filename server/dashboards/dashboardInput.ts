import { MSG } from '../http/messages';
import { badField, checkFields, optionalBoolean, optionalInt, optionalJsonObject, pathUuid, specifiedText, optionalImage } from '../http/validate';
import type { DashboardInput } from '../store/DashboardStore';
import type { JsonObject } from '../store/ids';

const JAVA_INT = 2_147_483_647;

/**
 * The writable fields of a Dashboard body (contract §2, §3). Only these are read:
 * tenantId, assignedCustomers, createdTime and unknown keys are ignored, so a save can
 * neither move a dashboard nor share it with a customer (that has its own endpoints).
 */
export function dashboardInput(obj: JsonObject): DashboardInput {
  checkFields(obj, [{ key: 'title', max: 255, xss: true }, { key: 'image', max: 1_000_000 }]);
  const title = specifiedText(obj, 'title', MSG.DASHBOARD_TITLE);
  const image = optionalImage(obj);
  return {
    title,
    image,
    mobileHide: optionalBoolean(obj, 'mobileHide', false),
    mobileOrder: obj.mobileOrder === null || obj.mobileOrder === undefined ? null : optionalInt(obj, 'mobileOrder', 0, -JAVA_INT - 1, JAVA_INT),
    // Stored as given (contract §3): the console and imported ThingsBoard dashboards own its shape.
    configuration: optionalJsonObject(obj, 'configuration'),
  };
}

/** A body of customer uuid strings (`POST /api/dashboard/{id}/customers`), lowercased and de-duplicated. */
export function customerIdList(body: unknown): string[] {
  if (!Array.isArray(body)) throw badField('Request body must be a JSON array of customer ids!');
  return [
    ...new Set(
      body.map((value) => {
        if (typeof value !== 'string') throw badField('Request body must be a JSON array of customer ids!');
        return pathUuid(value);
      }),
    ),
  ];
}
