import { describe, expect, it } from 'vitest';
import type { HttpService } from '../../../core/sdk/services';
import { mayDescribe } from '../../../core/services/widgetTypes/describeWidgetType';
import { planResources, resolveResources } from '../../../core/services/widgetTypes/widgetResources';
import type { WidgetTypeRecord } from '../../../core/services/widgetTypes/WidgetTypeRecord';

const LIB = '0b7b5b3e-5f0e-11ee-8c99-0242ac120002';
const record = (urls: string[]): WidgetTypeRecord => ({
  bundleAlias: 'b', alias: 'a', name: 'A',
  descriptor: { type: 'static', sizeX: 1, sizeY: 1, resources: urls.map((url) => ({ url })), controllerScript: 'x' },
});

describe('planResources', () => {
  it('keeps the order, tells scripts from stylesheets, and sorts library files, external URLs and refused ones', () => {
    const plan = planResources(record([
      'https://cdn.example.com/a.js', `/api/resource/${LIB}`, 'https://cdn.example.com/a.CSS', `http://console.test/api/resource/${LIB}/download`,
      '/api/auth/user', 'http://console.test/api/alarm/x.js', 'ftp://x/y.js', '  ',
    ]), 'http://console.test/dashboards/1');
    expect(plan.resources).toEqual([
      { url: 'https://cdn.example.com/a.js', kind: 'js' },
      { url: `/api/resource/${LIB}`, kind: 'js', libraryId: LIB },
      { url: 'https://cdn.example.com/a.CSS', kind: 'css' },
      { url: `http://console.test/api/resource/${LIB}/download`, kind: 'js', libraryId: LIB },
    ]);
    expect(plan.external).toEqual(['https://cdn.example.com/a.js', 'https://cdn.example.com/a.CSS']);
    expect(plan.refused).toEqual(['/api/auth/user', 'http://console.test/api/alarm/x.js', 'ftp://x/y.js']);
  });
});

describe('resolveResources', () => {
  it('reads library files as text with the user\'s rights and names the URL of one that fails', async () => {
    const asked: string[] = [];
    const http = { get: async (url: string) => { asked.push(url); if (url.includes('dead')) throw new Error('Not found'); return 'window.y = 2'; } } as unknown as HttpService;
    const plan = planResources(record(['https://cdn.example.com/a.js', `/api/resource/${LIB}`]), 'http://console.test/');
    expect(await resolveResources(plan, http)).toEqual([
      { url: 'https://cdn.example.com/a.js', kind: 'js' }, { url: `/api/resource/${LIB}`, kind: 'js', text: 'window.y = 2' },
    ]);
    expect(asked).toEqual([`/api/resource/${LIB}/download`]);
    const dead = { ...plan, resources: [{ url: '/api/resource/dead', kind: 'js' as const, libraryId: 'dead' }] };
    await expect(resolveResources(dead, http)).rejects.toThrow('Failed to load resource /api/resource/dead: Not found');
  });

  it('opens a describe frame only for scripts that may define descriptor functions', () => {
    expect(mayDescribe('self.actionSources = function () { return {}; };')).toBe(true);
    expect(mayDescribe('self.typeParameters = function () {};')).toBe(true);
    expect(mayDescribe('self.onInit = function () {};')).toBe(false);
    expect(mayDescribe(undefined)).toBe(false);
  });
});
