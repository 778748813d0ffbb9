import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** What the library shows of an LwM2M model: ThingsBoard keys it by `<objectId>_<version>`. */
export interface Lwm2mModelSummary {
  objectId: number;
  version: string;
  name: string;
}

export class Lwm2mModelError extends Error {}

/**
 * Reads an OMA LwM2M object model (DDF XML: `LWM2M > Object` with `ObjectID`, `Name` and
 * `ObjectVersion`, 1.0 when absent). Entities and DTDs are not expanded.
 */
export function parseLwm2mModel(xml: string): Lwm2mModelSummary {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Lwm2mModelError(`${valid.err.msg} (line ${valid.err.line})`);
  const parser = new XMLParser({ ignoreAttributes: true, processEntities: false, parseTagValue: false, trimValues: true });
  const doc = parser.parse(xml) as { LWM2M?: { Object?: unknown } };
  const object = Array.isArray(doc.LWM2M?.Object) ? doc.LWM2M?.Object[0] : doc.LWM2M?.Object;
  if (!object || typeof object !== 'object') throw new Lwm2mModelError('no LWM2M > Object element');
  const fields = object as Record<string, unknown>;
  const objectId = Number(fields.ObjectID);
  if (!Number.isInteger(objectId) || objectId < 0 || objectId > 65535 || String(fields.ObjectID).trim() === '') {
    throw new Lwm2mModelError('ObjectID must be a whole number from 0 to 65535');
  }
  const name = typeof fields.Name === 'string' ? fields.Name.trim() : '';
  if (!name) throw new Lwm2mModelError('the object has no Name');
  const version = typeof fields.ObjectVersion === 'string' && fields.ObjectVersion.trim() ? fields.ObjectVersion.trim() : '1.0';
  return { objectId, version, name };
}
