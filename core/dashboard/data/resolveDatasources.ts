import { type WidgetDataKey, type WidgetDatasource } from '@tessera/sdk';
import { keyColor } from '../config/keyColors';
import { type DataKeyConfig, type DatasourceConfig, type EntityAlias } from '../model/types';
import { type AliasResolution, type ResolvedEntity } from './aliasQuery';
import { type Translate } from './errorMessage';

/** A resolved datasource with what the feeds need: its configuration and its entity. */
export interface SourcePlan {
  datasource: WidgetDatasource;
  config: DatasourceConfig;
  entity?: ResolvedEntity;
}

/** The datasources of a widget now, with alias errors and whether an alias is still loading. */
export interface ResolvedDatasources {
  sources: SourcePlan[];
  error: string | null;
  loading: boolean;
}

/** A configured key as widgets see it (null decimals mean "the widget's"). */
export function widgetDataKey(key: DataKeyConfig): WidgetDataKey {
  return {
    name: key.name, type: key.type, label: key.label ?? key.name, color: key.color ?? '', settings: key.settings ?? {},
    ...(key.units ? { units: key.units } : {}),
    ...(typeof key.decimals === 'number' ? { decimals: key.decimals } : {}),
  };
}

/**
 * A key of one of the entities an alias resolves to: `${entityName}`, `${entityLabel}` and
 * `${aliasName}` in its label are filled in, and, as ThingsBoard does for generated
 * datasources, the copies after the first entity's get colours of their own so that
 * series stay apart.
 */
export function expandedKey(key: WidgetDataKey, entity: ResolvedEntity, aliasName: string, colorIndex: number | null): WidgetDataKey {
  const label = key.label
    .replaceAll('${entityName}', entity.name)
    .replaceAll('${entityLabel}', entity.label || entity.name)
    .replaceAll('${aliasName}', aliasName);
  return { ...key, label, ...(colorIndex === null ? {} : { color: keyColor(colorIndex) }) };
}

/**
 * Configured datasources -> resolved ones, in configuration order: an entity alias resolving to
 * N entities gives N datasources named after the entities (only those its dashboard filter, `filterId`,
 * matches); function and count datasources stay one.
 */
export function resolveDatasources(
  configs: readonly DatasourceConfig[], aliases: Record<string, EntityAlias>,
  resolution: (aliasId: string, filterId?: string | null) => AliasResolution, t: Translate,
): ResolvedDatasources {
  const sources: SourcePlan[] = [];
  let error: string | null = null;
  let loading = false;
  for (const config of configs) {
    const dataKeys = (config.dataKeys ?? []).map(widgetDataKey);
    if (config.type === 'function') {
      sources.push({ config, datasource: { type: 'function', name: config.name || t('widget-data.function'), dataKeys } });
      continue;
    }
    const alias = config.entityAliasId ? aliases[config.entityAliasId] : undefined;
    if (!alias) {
      error ??= t('widget-data.alias-not-found', { aliasId: config.entityAliasId ?? '' });
      continue;
    }
    if (config.type === 'entityCount') {
      sources.push({ config, datasource: { type: 'entityCount', name: config.name || alias.alias, aliasName: alias.alias, dataKeys } });
      continue;
    }
    const resolved = config.filterId ? resolution(alias.id, config.filterId) : resolution(alias.id);
    loading ||= resolved.loading;
    if (resolved.error) error ??= resolved.error;
    resolved.entities.forEach((entity, index) => {
      sources.push({
        config, entity,
        datasource: {
          type: 'entity', name: entity.name, aliasName: alias.alias, entityId: entity.id, entityName: entity.name,
          ...(entity.label ? { entityLabel: entity.label } : {}),
          dataKeys: dataKeys.map((key, k) => expandedKey(key, entity, alias.alias, index === 0 ? null : index * dataKeys.length + k)),
        },
      });
    });
  }
  return { sources, error, loading };
}

/** Identity of a plan for re-subscribing: what it reads, not how it is named. */
export function planKey(sources: readonly SourcePlan[]): string {
  return JSON.stringify(sources.map((s) => [
    s.config.type, s.entity?.id.id ?? null, s.config.entityAliasId ?? null, s.config.filterId ?? null,
    (s.config.dataKeys ?? []).map((k) => [k.name, k.type, k.funcBody ?? null, k.usePostProcessing ? k.postFuncBody ?? null : null]),
  ]));
}
