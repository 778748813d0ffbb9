import { definePlugin, defineWidget, type PluginManifest, type WidgetDefinition } from '@tessera/sdk';
import manifest from './manifest.json';
import { RPC_BUTTON, SWITCH_CONTROL, UPDATE_MULTIPLE_ATTRIBUTES } from './catalogue';
import { type CatalogueType } from './catalogueType';
import { RpcButton, type RpcButtonSettings } from './RpcButton';
import { SwitchControl } from './SwitchControl';
import { UpdateMultipleAttributes } from './UpdateMultipleAttributes';
import { type AttributeFormSettings } from './useAttributeForm';
import { type SwitchSettings } from './useSwitchValue';

/** A widget definition for a catalogue type: its name, kind, size, settings and schemas. */
function fromCatalogue<S extends Record<string, unknown>>(
  type: CatalogueType, ids: { id: string; bundleAlias: string; typeAlias: string }, component: WidgetDefinition<S>['component'],
): WidgetDefinition<S> {
  return defineWidget<S>({
    ...ids,
    name: type.name,
    description: type.description,
    kind: type.kind,
    sizeX: type.sizeX,
    sizeY: type.sizeY,
    defaultSettings: type.defaultSettings as S,
    settingsSchema: type.settingsSchema,
    ...(type.dataKeySettingsSchema ? { dataKeySettingsSchema: type.dataKeySettingsSchema } : {}),
    component,
  });
}

export const rpcButton = fromCatalogue<RpcButtonSettings>(
  RPC_BUTTON, { id: 'tessera.controls.rpcbutton', bundleAlias: 'control_widgets', typeAlias: 'rpcbutton' }, RpcButton,
);
export const switchControl = fromCatalogue<SwitchSettings>(
  SWITCH_CONTROL, { id: 'tessera.controls.switch-control', bundleAlias: 'control_widgets', typeAlias: 'switch_control' }, SwitchControl,
);
export const updateMultipleAttributes = fromCatalogue<AttributeFormSettings>(
  UPDATE_MULTIPLE_ATTRIBUTES,
  { id: 'tessera.controls.update-multiple-attributes', bundleAlias: 'input_widgets', typeAlias: 'update_multiple_attributes' },
  UpdateMultipleAttributes,
);

export default definePlugin({
  manifest: manifest as PluginManifest,
  activate(ctx) {
    ctx.widgets.register(rpcButton);
    ctx.widgets.register(switchControl);
    ctx.widgets.register(updateMultipleAttributes);
  },
});
