import { badField } from '../http/validate';
import type { Stores } from '../store/createStores';
import { NULL_UUID } from '../store/ids';
import type { UiBundleInfo, UiBundleKind } from '../store/UiBundleStore';
import { compareVersions } from './compareVersions';
import { parseUiBundleFile } from './parseUiBundleFile';

/** Where a bundle goes: its kind and its owner (a tenant, or the null UUID for everyone). */
export interface InstallScope {
  kind: UiBundleKind;
  tenantId: string;
}

const KIND_NAMES: Record<UiBundleKind, string> = { ruleNode: 'rule-node UI bundle', widget: 'widget bundle' };

const editedClasses = (info: UiBundleInfo): string[] => {
  const contributes = info.manifest.contributes as { ruleNodeEditors?: { clazz?: unknown }[] } | undefined;
  return (contributes?.ruleNodeEditors ?? []).map((e) => String(e.clazz));
};

/** Refuses an id that would load twice into one console: another kind, or the other scope. */
function checkScopes(sameId: UiBundleInfo[], id: string, { kind, tenantId }: InstallScope): void {
  const visible = sameId.filter((b) => tenantId === NULL_UUID || b.tenantId === tenantId || b.tenantId === NULL_UUID);
  const otherKind = visible.find((b) => b.kind !== kind);
  if (otherKind) throw badField(`Bundle id '${id}' is already taken by an installed ${KIND_NAMES[otherKind.kind]}!`);
  if (tenantId !== NULL_UUID && sameId.some((b) => b.tenantId === NULL_UUID)) {
    throw badField(`Bundle '${id}' is installed for all tenants by the system administrator!`);
  }
  const tenants = tenantId === NULL_UUID ? new Set(sameId.filter((b) => b.tenantId !== NULL_UUID).map((b) => b.tenantId)).size : 0;
  if (tenants > 0) throw badField(`Bundle '${id}' is installed by ${tenants} tenant(s) for themselves; a bundle for all tenants needs an id of its own!`);
}

/**
 * Installs an uploaded runtime UI bundle file (rule-node editors or widgets) for its owner.
 * A newer version of the owner's installed bundle replaces it; the same or an older version
 * is refused, and so is a rule-node class whose editor another installed bundle already
 * provides (the console could not tell which one wins).
 */
export async function installUiBundle(stores: Stores, data: Buffer, scope: InstallScope): Promise<UiBundleInfo> {
  const { contributed, ...bundle } = parseUiBundleFile(data, scope.kind);
  return stores.transaction(async (tx) => {
    const sameId = await tx.uiBundles.withId(bundle.id);
    checkScopes(sameId, bundle.id, scope);
    const current = sameId.find((b) => b.tenantId === scope.tenantId);
    if (current) {
      const order = compareVersions(bundle.version, current.version);
      if (order === 0) {
        throw badField(`Bundle '${bundle.id}' version ${bundle.version} is already installed; raise the version in its manifest to replace it!`);
      }
      if (order < 0) {
        throw badField(`Bundle '${bundle.id}' version ${current.version} is installed, which is newer than ${bundle.version}; remove it first to go back!`);
      }
    }
    if (scope.kind === 'ruleNode') {
      for (const other of (await tx.uiBundles.list('ruleNode', [NULL_UUID])).filter((b) => b.id !== bundle.id)) {
        const clash = editedClasses(other).find((clazz) => contributed.includes(clazz));
        if (clash) throw badField(`The rule-node editor for '${clash}' is already provided by the installed bundle '${other.id}'!`);
      }
    }
    return tx.uiBundles.save({ ...bundle, tenantId: scope.tenantId });
  });
}
