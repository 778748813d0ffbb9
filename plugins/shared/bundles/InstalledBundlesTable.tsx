import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import Delete from '@spectrum-icons/workflow/Delete';
import { type InstalledBundleInfo } from '@tessera/sdk';
import { BundleStatus } from './BundleStatus';

/** A column besides name, version, install time and status. */
export interface BundleColumn<B> {
  key: string;
  /** i18n key of the header. */
  title: string;
  className?: string;
  cell(bundle: B): ReactNode;
}

export interface InstalledBundlesTableProps<B extends InstalledBundleInfo> {
  bundles: readonly B[];
  /** i18n key of the table's accessible name. */
  label: string;
  /** After the version column. */
  columns: BundleColumn<B>[];
  /** The user may remove this one (a tenant admin not a system bundle); absent means every one. */
  canRemove?(bundle: B): boolean;
  onRemove(bundle: B): void;
}

/** Installed runtime bundles: name and id, version, the kind's own columns, install time, load state, remove. */
export function InstalledBundlesTable<B extends InstalledBundleInfo>({ bundles, label, columns, canRemove, onRemove }: InstalledBundlesTableProps<B>) {
  const { t, i18n } = useTranslation();
  const date = (ts: number) => new Date(ts).toLocaleString(i18n.language.replace('_', '-'));
  return (
    <table className="tb-uib-table" aria-label={t(label)}>
      <thead>
        <tr>
          <th>{t('rule-node-bundle.name')}</th>
          <th>{t('rule-node-bundle.version')}</th>
          {columns.map((column) => <th key={column.key}>{t(column.title)}</th>)}
          <th>{t('rule-node-bundle.installed-time')}</th>
          <th>{t('rule-node-bundle.status')}</th>
          <th><span className="tb-visually-hidden">{t('action.remove')}</span></th>
        </tr>
      </thead>
      <tbody>
        {bundles.map((bundle) => (
          <tr key={bundle.manifest.id} data-bundle-id={bundle.manifest.id}>
            <td>{bundle.manifest.name}<span className="tb-uib-id">{bundle.manifest.id}</span></td>
            <td>{bundle.manifest.version}</td>
            {columns.map((column) => <td key={column.key} className={column.className}>{column.cell(bundle)}</td>)}
            <td>{date(bundle.installedTime)}</td>
            <td><BundleStatus bundle={bundle} /></td>
            <td>
              {(canRemove?.(bundle) ?? true) && (
                <ActionButton isQuiet aria-label={t('rule-node-bundle.remove', { name: bundle.manifest.name })} onPress={() => onRemove(bundle)}>
                  <Delete />
                </ActionButton>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
