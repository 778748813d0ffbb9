import { isDeepStrictEqual } from 'node:util';
import type { Stores } from '../store/createStores';
import { NULL_UUID } from '../store/ids';
import { SYSTEM_BUNDLES } from './catalogue/systemBundles';
import type { BundleFile } from './widgetInput';

/**
 * Puts the shipped system bundles into the system tenant's library, as ThingsBoard's
 * upgrade does: missing bundles and types are created, shipped ones whose fields
 * changed are brought back to the shipped version (ids and creation times kept), and
 * nothing is written when all is current, so it runs on every start. Bundles and types
 * the system administrator added under other aliases are left alone.
 */
export async function ensureSystemWidgets(stores: Stores, bundles: BundleFile[] = SYSTEM_BUNDLES): Promise<void> {
  await stores.transaction(async (trx) => {
    for (const { widgetsBundle, widgetTypes } of bundles) {
      const alias = widgetsBundle.alias!;
      const stored = await trx.widgets.findBundleByAlias(NULL_UUID, alias);
      if (!stored) await trx.widgets.createBundle(NULL_UUID, alias, widgetsBundle);
      else if (stored.title !== widgetsBundle.title || stored.image !== widgetsBundle.image || stored.description !== widgetsBundle.description) {
        await trx.widgets.updateBundle(stored.id.id, widgetsBundle);
      }
      for (const type of widgetTypes) {
        const existing = await trx.widgets.findType(NULL_UUID, alias, type.alias!);
        if (!existing) await trx.widgets.createType(NULL_UUID, alias, type.alias!, type);
        else if (
          existing.name !== type.name ||
          existing.image !== type.image ||
          existing.description !== type.description ||
          !isDeepStrictEqual(existing.descriptor, type.descriptor)
        ) {
          await trx.widgets.updateType(existing.id.id, type);
        }
      }
    }
  });
}
