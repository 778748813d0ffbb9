import { badField } from '../http/validate';
import type { Stores } from '../store/createStores';
import type { UiBundleInfo } from '../store/UiBundleStore';
import { compareVersions } from './compareVersions';
import { parseUiBundleFile } from './parseUiBundleFile';

const editedClasses = (info: UiBundleInfo): string[] => {
  const contributes = info.manifest.contributes as { ruleNodeEditors?: { clazz?: unknown }[] } | undefined;
  return (contributes?.ruleNodeEditors ?? []).map((e) => String(e.clazz));
};

/**
 * Installs an uploaded rule-node UI bundle file. A newer version of an installed bundle
 * replaces it; the same or an older version is refused, and so is a class whose editor
 * another installed bundle already provides (the console could not tell which one wins).
 */
export async function installUiBundle(stores: Stores, data: Buffer): Promise<UiBundleInfo> {
  const bundle = parseUiBundleFile(data);
  return stores.transaction(async (tx) => {
    const installed = await tx.uiBundles.list();
    const current = installed.find((b) => b.id === bundle.id);
    if (current) {
      const order = compareVersions(bundle.version, current.version);
      if (order === 0) {
        throw badField(`Bundle '${bundle.id}' version ${bundle.version} is already installed; raise the version in its manifest to replace it!`);
      }
      if (order < 0) {
        throw badField(`Bundle '${bundle.id}' version ${current.version} is installed, which is newer than ${bundle.version}; remove it first to go back!`);
      }
    }
    for (const other of installed.filter((b) => b.id !== bundle.id)) {
      const clash = editedClasses(other).find((clazz) => bundle.classes.includes(clazz));
      if (clash) throw badField(`The rule-node editor for '${clash}' is already provided by the installed bundle '${other.id}'!`);
    }
    const { classes: _classes, ...row } = bundle;
    return tx.uiBundles.save(row);
  });
}
