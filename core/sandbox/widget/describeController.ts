import type { WidgetTypeDescription } from '../../services/sandbox/widgetBridgeProtocol';
import { type CompileController, compileWithFunction } from './compileController';

/** ThingsBoard's `widgetActionSources`: the header button is every type's. */
const HEADER_BUTTON = { headerButton: { name: 'widget-action.header-button', multiple: true } };

/** ThingsBoard 3.3's defaults of `typeParameters` (widget.service.ts, createWidgetControllerDescriptor). */
export const TYPE_PARAMETER_DEFAULTS: Readonly<Record<string, unknown>> = {
  stateData: false, hasDataPageLink: false, maxDatasources: -1, maxDataKeys: -1, dataKeysOptional: false,
  datasourcesOptional: false, singleEntity: false, warnOnPageDataOverflow: true, ignoreDataUpdateOnIntervalTick: false,
};

/** A JSON copy (drops functions such as `dataKeySettingsFunction`), or `{}` when it is not an object. */
function json(value: unknown): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  try {
    return JSON.parse(JSON.stringify(value)) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/**
 * The descriptor of a controller, as ThingsBoard builds it: the script runs as a constructor
 * without a context (`self.ctx` undefined), then `actionSources()`, `typeParameters()`,
 * `getSettingsSchema()` and `getDataKeySettingsSchema()` are called when the script defines them.
 * Runs only in a widget sandbox frame; a function that throws is reported, as in ThingsBoard.
 */
export function describeController(controllerScript: string, compile: CompileController = compileWithFunction): WidgetTypeDescription {
  const Controller = compile(controllerScript);
  const instance = new Controller(undefined as never);
  const callIf = (name: string): unknown => (typeof instance[name] === 'function' ? (instance[name] as () => unknown).call(instance) : undefined);
  const description: WidgetTypeDescription = {
    actionSources: { ...json(callIf('actionSources')), ...HEADER_BUTTON } as WidgetTypeDescription['actionSources'],
    typeParameters: { ...TYPE_PARAMETER_DEFAULTS, ...json(callIf('typeParameters')) },
  };
  const settingsSchema = json(callIf('getSettingsSchema'));
  const dataKeySettingsSchema = json(callIf('getDataKeySettingsSchema'));
  if (Object.keys(settingsSchema).length > 0) description.settingsSchema = settingsSchema;
  if (Object.keys(dataKeySettingsSchema).length > 0) description.dataKeySettingsSchema = dataKeySettingsSchema;
  return description;
}
