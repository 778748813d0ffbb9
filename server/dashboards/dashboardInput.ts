import { badField, optionalBoolean, optionalInt, optionalJsonObject, optionalString, pathUuid, requiredTitle } from '../http/validate';
import type { DashboardInput } from '../store/DashboardStore';
import type { JsonObject } from '../store/ids';

/** A data-URL image fits in the 1 MB body limit; nothing else bounds it. */
const IMAGE_MAX_LENGTH = 1024 * 1024;
const DATA_URL_RE = /^data:image\/[\w.+-]+[;,]/;
const JAVA_INT = 2_147_483_647;

/**
 * The writable fields of a Dashboard body (contract §2, §3). Only these are read:
 * tenantId, assignedCustomers, createdTime and unknown keys are ignored, so a save can
 * neither move a dashboard nor share it with a customer (that has its own endpoints).
 */
export function dashboardInput(obj: JsonObject): DashboardInput {
  const image = optionalString(obj, 'image', IMAGE_MAX_LENGTH) ?? null;
  if (image !== null && image !== '' && !DATA_URL_RE.test(image)) throw badField("Parameter 'image' must be a data URL of an image!");
  return {
    title: requiredTitle(obj, 'title'),
    image: image === '' ? null : image,
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
