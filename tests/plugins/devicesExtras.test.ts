import { describe, expect, it } from 'vitest';
import { HttpError } from '@tessera/sdk';
import { pageOfList } from '@tessera/ui';
import { claimFailureKey, claimPath } from '../../plugins/entities/devices/claim';
import { filterGateways, noGatewayText } from '../../plugins/entities/devices/gateways';
import { gatewayDevicesQuery } from '../../plugins/entities/devices/gatewayDevices';
import { filterSubtypes } from '../../core/components/pickers/filterSubtypes';
import { SubtypeCache } from '../../core/components/pickers/SubtypeCache';
import { timeRangeError } from '../../plugins/shared/timeRange';

const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

describe('subtypes', () => {
  it('suggests types by case-insensitive prefix', () => {
    expect(filterSubtypes(['Gateway', 'gauge', 'thermostat'], 'GA')).toEqual(['Gateway', 'gauge']);
    expect(filterSubtypes(['a', 'b'], '  ')).toEqual(['a', 'b']);
    expect(filterSubtypes(['thermostat'], 'stat')).toEqual([]);
  });
});

describe('subtype cache', () => {
  it('fetches a kind once, and again after a save invalidates it, telling mounted controls', async () => {
    const calls: string[] = [];
    let answer = [{ type: 'b' }, { type: 'a' }];
    const http = { get: async <T,>(url: string) => { calls.push(url); return answer as T; } } as unknown as import('@tessera/sdk').HttpService;
    const cache = new SubtypeCache();
    const stale: string[] = [];
    cache.subscribe((kind) => stale.push(kind));
    expect(await cache.get(http, 'asset')).toEqual(['a', 'b']);
    expect(await cache.get(http, 'asset')).toEqual(['a', 'b']);
    expect(calls).toEqual(['/api/asset/types']);
    answer = [{ type: 'c' }];
    cache.invalidate('asset');
    expect(stale).toEqual(['asset']);
    expect(await cache.get(http, 'asset')).toEqual(['c']);
    expect(calls).toHaveLength(2);
  });

  it('answers an empty list when the fetch fails, and tries again next time', async () => {
    let fail = true;
    const http = { get: async <T,>() => { if (fail) throw new Error('down'); return [{ type: 'x' }] as T; } } as unknown as import('@tessera/sdk').HttpService;
    const cache = new SubtypeCache();
    expect(await cache.get(http, 'edge')).toEqual([]);
    fail = false;
    expect(await cache.get(http, 'edge')).toEqual(['x']);
  });
});

describe('gateway select', () => {
  it('matches a case-insensitive substring', () => {
    expect(filterGateways([{ name: 'North Gateway' }, { name: 'south-gw' }], 'GATE')).toEqual([{ name: 'North Gateway' }]);
  });

  it('says none exist, or none match with the search cut to 6 characters', () => {
    expect(noGatewayText(t, 0, 'abc')).toBe('gateway.no-gateway-found');
    expect(noGatewayText(t, 3, 'abcdefgh')).toBe('gateway.no-gateway-matching {"text":"abcdef..."}');
  });

  it('asks the server for devices the gateway created', () => {
    expect(gatewayDevicesQuery('g1', ['default'])).toMatchObject({
      parameters: { rootId: 'g1', rootType: 'DEVICE', direction: 'FROM', maxLevel: 1 }, relationType: 'Created', deviceTypes: ['default'],
    });
  });
});

describe('claiming', () => {
  it('addresses the device by its encoded name', () => {
    expect(claimPath(' Meter #1 ')).toBe('/api/customer/device/Meter%20%231/claim');
  });

  it('tells already claimed from no valid claim', () => {
    expect(claimFailureKey(new HttpError(400, 'x', undefined, 'CLAIMED'))).toBe('device.claim-already-claimed');
    expect(claimFailureKey(new HttpError(400, 'x', undefined, 'FAILURE'))).toBe('device.claim-failed');
    expect(claimFailureKey(new HttpError(404, 'x'))).toBe('device.claim-not-found');
    expect(claimFailureKey(new HttpError(500, 'Boom'))).toBe('Boom');
  });
});

describe('entity view time range', () => {
  it('allows open sides and refuses an end not after the start', () => {
    expect(timeRangeError(0, 0)).toBeNull();
    expect(timeRangeError(1000, 0)).toBeNull();
    expect(timeRangeError(0, 1000)).toBeNull();
    expect(timeRangeError(2000, 1000)).toBe('entity-view.end-before-start');
    expect(timeRangeError(1000, 1000)).toBe('entity-view.end-before-start');
    expect(timeRangeError(1000, 2000)).toBeNull();
  });
});

describe('paging a whole list', () => {
  it('searches, sorts and pages like the server', () => {
    const items = ['delta', 'Alpha', 'charlie', 'bravo', 'alphabet'].map((name, i) => ({ name, createdTime: i }));
    const page = pageOfList(items, { pageSize: 2, page: 0, textSearch: 'ALPHA', sortProperty: 'name', sortOrder: 'DESC' },
      (x) => x.name, (x, p) => (p === 'name' ? x.name : x.createdTime));
    expect(page).toEqual({ data: [{ name: 'alphabet', createdTime: 4 }, { name: 'Alpha', createdTime: 1 }], totalPages: 1, totalElements: 2, hasNext: false });
    expect(pageOfList(items, { pageSize: 2, page: 2 }, (x) => x.name, () => 0)).toMatchObject({ data: [{ name: 'alphabet' }], totalPages: 3, hasNext: false });
  });
});
