import type { EntityView } from '../../../store/EntityViewStore';
import { ATTRIBUTE_SCOPES, type AttributeScope } from '../../../store/TelemetryStore';
import { entriesOfObject, toExactJson } from '../../../telemetry/kvTyping';
import { viewAttributeKeys } from '../../../telemetry/entityViews';
import { msgJson, type TbMsg } from '../../msg/TbMsg';
import { defineRuleNode, FAILURE, SUCCESS, tb, type RuleNodeContext } from '../../node/RuleNodeDefinition';

const COPIED_TYPES = ['ATTRIBUTES_UPDATED', 'ATTRIBUTES_DELETED', 'ACTIVITY_EVENT', 'INACTIVITY_EVENT', 'POST_ATTRIBUTES_REQUEST'];

/** ThingsBoard's window test: started, and not ended (0 = open). */
function isActive(view: EntityView, now: number): boolean {
  return view.startTimeMs < now && (view.endTimeMs === 0 || view.endTimeMs > now);
}

function scopeOf(msg: TbMsg): AttributeScope {
  if (msg.type === 'POST_ATTRIBUTES_REQUEST') return 'CLIENT_SCOPE';
  const scope = msg.metadata.scope;
  if (!(ATTRIBUTE_SCOPES as readonly string[]).includes(scope ?? '')) throw new Error(`Unsupported attribute scope: ${scope}`);
  return scope as AttributeScope;
}

function deletedKeys(msg: TbMsg): string[] {
  const attributes = (msgJson(msg) as { attributes?: unknown } | undefined)?.attributes;
  return Array.isArray(attributes) ? attributes.filter((key): key is string => typeof key === 'string') : [];
}

/** Copies to one view; true when the view gets an output message. */
async function copyTo(ctx: RuleNodeContext, msg: TbMsg, view: EntityView, scope: AttributeScope): Promise<boolean> {
  const listed = viewAttributeKeys(view, scope);
  const { telemetry } = ctx.services;
  if (msg.type === 'ATTRIBUTES_DELETED') {
    const keys = deletedKeys(msg).filter((key) => listed.includes(key));
    if (keys.length === 0) return false;
    await telemetry.deleteAttributes(ctx.tenantId, view.id, scope, keys);
    return true;
  }
  // A device's own post is typed as the device's save types it; other events carry typed values.
  const entries = entriesOfObject(toExactJson(msg.data), msg.type === 'POST_ATTRIBUTES_REQUEST').filter((entry) => listed.includes(entry.key));
  await telemetry.saveAttributes(ctx.tenantId, view.id, scope, entries);
  return true;
}

/**
 * Catalogue §4 ACTION "copy to view": attribute changes of a device or asset are copied
 * to its entity views that are active now, only the keys each view lists for the scope.
 * The input is acknowledged; each view gets a new message (the view its originator) on
 * Success, as ThingsBoard does (an update goes out even when no key was listed; a
 * deletion only when a listed key went).
 */
export const TbCopyAttributesToEntityViewNode = defineRuleNode<{ version: number }>({
  clazz: tb('action.TbCopyAttributesToEntityViewNode'),
  type: 'ACTION',
  name: 'copy to view',
  description: 'Copy attributes from asset/device to entity view and changes message originator to related entity view',
  details:
    'Copy attributes from asset/device to related entity view according to entity view configuration. \n Copy will be done only for attributes that are between start and end dates and according to attribute keys configuration. \nChanges message originator to related entity view and produces new messages according to count of updated entity views',
  relationTypes: [SUCCESS, FAILURE],
  defaultConfiguration: { version: 0 },
  configDirective: 'tbNodeEmptyConfig',
  icon: 'content_copy',
  init() {
    return {
      async onMsg(ctx, msg) {
        if (!COPIED_TYPES.includes(msg.type)) return ctx.tellFailure(msg, `Unsupported msg type [${msg.type}]`);
        if (Object.keys(msg.metadata).length === 0) return ctx.tellFailure(msg, 'Message metadata is empty');
        const outputs: TbMsg[] = [];
        try {
          const scope = scopeOf(msg);
          const now = Date.now();
          const views = (await ctx.services.stores.entityViews.findByTarget(msg.originator.id)).filter(
            (view) => view.tenantId.id === ctx.tenantId && view.entityId.entityType === msg.originator.entityType && isActive(view, now),
          );
          for (const view of views) {
            if (!(await copyTo(ctx, msg, view, scope))) continue;
            const { type, customerId, metadata, data, dataType, queueName } = msg;
            outputs.push(ctx.newMsg({ type, originator: view.id, customerId, metadata: { ...metadata }, data, dataType, queueName }));
          }
        } catch (error) {
          return ctx.tellFailure(msg, error);
        }
        for (const output of outputs) ctx.tellSuccess(output);
        ctx.ack(msg);
      },
    };
  },
});
