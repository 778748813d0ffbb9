import { describe, expect, it } from 'vitest';
import { defineWidget, NULL_UUID } from '@tessera/sdk';
import { paletteGroups } from '../../core/dashboard/paletteGroups';
import { groupServerBundles } from '../../core/services/widgetTypes/serverBundles';
import type { WidgetsBundleRecord, WidgetTypeRecord } from '../../core/services/widgetTypes';

const widget = (id: string, name: string, bundleAlias?: string, typeAlias?: string) =>
  defineWidget({ id, name, kind: 'latest', bundleAlias, typeAlias, sizeX: 4, sizeY: 3, defaultSettings: {}, component: () => null });
const builtins = [widget('tessera.cards.simple', 'Simple card', 'cards', 'simple_card'), widget('tessera.clock.digital', 'Digital clock')];
const pluginBundles = [
  { manifest: { id: 'tessera.cards', name: 'Card widgets', contributes: { widgets: [{ id: 'tessera.cards.simple' }] } } },
  { manifest: { id: 'tessera.clock', name: 'Clocks', contributes: { widgets: [{ id: 'tessera.clock.digital' }] } } },
];
const bundle = (alias: string, title: string, tenant = NULL_UUID): WidgetsBundleRecord => ({
  id: { entityType: 'WIDGETS_BUNDLE', id: `${alias}-id` }, createdTime: 1, tenantId: { entityType: 'TENANT', id: tenant }, alias, title, image: null, description: null,
});
const type = (bundleAlias: string, alias: string, name: string, tenant = NULL_UUID, code = ''): WidgetTypeRecord => ({
  tenantId: { entityType: 'TENANT', id: tenant }, bundleAlias, alias, name, image: 'data:image/png;base64,AAAA', description: null,
  descriptor: { type: 'latest', sizeX: 4, sizeY: 3, controllerScript: code },
});
const server = (edges = false) => groupServerBundles([
  { bundle: bundle('cards', 'Cards'), types: [type('cards', 'simple_card', 'Simple card'), type('cards', 'qr_code', 'QR Code', NULL_UUID, 'x')] },
  { bundle: bundle('edge_widgets', 'Edge widgets'), types: [type('edge_widgets', 'edge_status', 'Edge status', NULL_UUID, 'x')] },
  { bundle: bundle('acme', 'Acme gauges', 'tenant-1'), types: [type('acme', 'dial', 'Acme dial', 'tenant-1', 'self.onInit = function () {};')] },
], builtins, edges);

describe('paletteGroups', () => {
  it('lists server types by bundle title, then built-ins no server type stands for', () => {
    const groups = paletteGroups(pluginBundles, builtins, server(), '');
    expect(groups.map((g) => [g.name, g.widgets.map((w) => w.definition.name)])).toEqual([
      ['Acme gauges', ['Acme dial']],
      ['Cards', ['Simple card', 'QR Code']],
      ['Clocks', ['Digital clock']],
    ]);
    expect(groups[1].widgets[0].image).toBe('data:image/png;base64,AAAA');
  });

  it('shows edge_widgets only with edges enabled', () => {
    expect(paletteGroups([], [], server(true), '').map((g) => g.name)).toContain('Edge widgets');
  });

  it('filters by name, case-insensitively, dropping empty groups', () => {
    expect(paletteGroups(pluginBundles, builtins, server(), 'DIAL').map((g) => g.name)).toEqual(['Acme gauges']);
    expect(paletteGroups(pluginBundles, builtins, server(), 'nothing like it')).toEqual([]);
  });

  it('keeps listing the built-in bundles when the server library is not loaded', () => {
    expect(paletteGroups(pluginBundles, builtins, [], '').map((g) => g.name)).toEqual(['Card widgets', 'Clocks']);
  });
});
