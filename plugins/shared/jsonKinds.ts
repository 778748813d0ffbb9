import { subtypeCache } from '@tessera/ui';
import { type JsonTransferKind } from './jsonTransfer';

/** What of a device, asset or entity view travels between tenants: no ids, owners or profile links. */
export const DEVICE_JSON: JsonTransferKind = {
  segment: 'device', fields: ['name', 'type', 'label', 'additionalInfo', 'deviceData'], imported: () => subtypeCache.invalidate('device'),
};
export const ASSET_JSON: JsonTransferKind = {
  segment: 'asset', fields: ['name', 'type', 'label', 'additionalInfo'], imported: () => subtypeCache.invalidate('asset'),
};
export const ENTITY_VIEW_JSON: JsonTransferKind = {
  segment: 'entityView', fields: ['name', 'type', 'entityId', 'keys', 'startTimeMs', 'endTimeMs', 'additionalInfo'],
  imported: () => subtypeCache.invalidate('entityView'),
};
