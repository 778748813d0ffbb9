import { useMemo } from 'react';
import Download from '@spectrum-icons/workflow/Download';
import { httpServiceRef, useService } from '@tessera/sdk';
import { EntityTable, type EntityTableConfig } from '@tessera/ui';
import { formatDate, getOwnedPage } from '../api';
import { downloadOtaPackage, formatSize, type OtaPackageInfo } from './otaApi';
import { OtaPackageEditor } from './OtaPackageEditor';

/** The tenant's firmware and software packages: upload (file or URL), download, delete. */
export default function OtaUpdatesPage() {
  const http = useService(httpServiceRef);
  const config = useMemo<EntityTableConfig<OtaPackageInfo>>(() => ({
    entityType: 'OTA_PACKAGE',
    title: 'ota-update.ota-updates',
    defaultSort: { property: 'createdTime', direction: 'DESC' },
    fetchPage: (link) => getOwnedPage<OtaPackageInfo>(http, '/api/otaPackages', link),
    idOf: (p) => p.id.id,
    nameOf: (p) => `${p.title} ${p.version}`,
    deleteEntity: async (p) => { await http.delete(`/api/otaPackage/${p.id.id}`); },
    columns: [
      { key: 'createdTime', title: 'common.created-time', width: '190px', value: (p) => formatDate(p.createdTime) },
      { key: 'title', title: 'ota-update.title', value: (p) => p.title },
      { key: 'version', title: 'ota-update.version', value: (p) => p.version },
      { key: 'type', title: 'ota-update.type', width: '120px', value: (p) => p.type },
      { key: 'url', title: 'ota-update.file-or-url', sortProperty: false, value: (p) => p.url ?? p.fileName ?? '' },
      { key: 'dataSize', title: 'ota-update.file-size', width: '110px', value: (p) => formatSize(p.dataSize) },
    ],
    rowActions: [{
      id: 'download', label: 'ota-update.download', icon: Download, isVisible: (p) => p.hasData,
      onAction: (p) => downloadOtaPackage(http, p).catch(() => undefined),
    }],
    form: { addTitle: 'ota-update.add', editor: OtaPackageEditor, dialog: 'large' },
  }), [http]);
  return (
    <div className="tb-page">
      <EntityTable config={config} />
    </div>
  );
}
