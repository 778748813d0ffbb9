import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import Download from '@spectrum-icons/workflow/Download';
import { authServiceRef, httpServiceRef, NULL_UUID, useService } from '@tessera/sdk';
import { EntityTable, type EntityTableConfig, pageLinkQuery, type PageData } from '@tessera/ui';
import { formatSize, RESOURCE_TYPES, type ResourceType, type TbResourceInfo, typeLabel } from './resourceTypes';
import { ResourceUploadEditor } from './ResourceUploadEditor';
import '../settings.css';

const ALL = 'ALL';

/** The resources library: JS modules, LwM2M models and key stores; a tenant also sees the system's, read-only. */
export default function ResourcesPage() {
  const { t } = useTranslation();
  const http = useService(httpServiceRef);
  const auth = useService(authServiceRef);
  const isSysAdmin = auth.authUser?.authority === 'SYS_ADMIN';
  const [filter, setFilter] = useState<ResourceType | typeof ALL>(ALL);
  const mine = (r: TbResourceInfo) => isSysAdmin || r.tenantId.id !== NULL_UUID;

  const config = useMemo<EntityTableConfig<TbResourceInfo>>(() => ({
    entityType: 'TB_RESOURCE',
    title: 'resource.resources-library',
    defaultSort: { property: 'createdTime', direction: 'DESC' },
    fetchPage: (link) =>
      http.get<PageData<TbResourceInfo>>(`/api/resource?${pageLinkQuery(link, { resourceType: filter === ALL ? undefined : filter })}`),
    idOf: (r) => r.id.id,
    nameOf: (r) => r.title,
    deleteEntity: async (r) => { await http.delete(`/api/resource/${r.id.id}`); },
    isDeletable: mine,
    columns: [
      { key: 'createdTime', title: 'common.created-time', width: '190px', value: (r) => new Date(r.createdTime).toLocaleString('en-GB') },
      { key: 'title', title: 'resource.title', value: (r) => r.title },
      { key: 'resourceType', title: 'resource.resource-type', width: '160px', value: (r) => t(typeLabel(r.resourceType)) },
      { key: 'fileName', title: 'resource.file-name', value: (r) => r.fileName },
      { key: 'dataSize', title: 'resource.size', sortProperty: false, width: '110px', value: (r) => formatSize(r.dataSize) },
      ...(isSysAdmin ? [] : [{ key: 'system', title: 'resource.system', sortProperty: false as const, width: '100px', value: (r: TbResourceInfo) => (r.tenantId.id === NULL_UUID ? t('common.yes') : '') }]),
    ],
    rowActions: [
      {
        id: 'download', label: 'resource.download', icon: Download,
        onAction: async (r) => {
          const bytes = await http.get<ArrayBuffer>(`/api/resource/${r.id.id}/download`, { responseType: 'arraybuffer' });
          const url = URL.createObjectURL(new Blob([bytes], { type: 'application/octet-stream' }));
          const link = Object.assign(document.createElement('a'), { href: url, download: r.fileName });
          document.body.append(link);
          link.click();
          link.remove();
          setTimeout(() => URL.revokeObjectURL(url), 1000);
        },
      },
    ],
    form: { addTitle: 'resource.add', editor: ResourceUploadEditor, isReadOnly: () => true },
  }), [http, t, filter, isSysAdmin]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <div className="tb-page">
      <div className="tb-page-filters">
        <Picker
          label={t('resource.resource-type')}
          selectedKey={filter}
          onSelectionChange={(key) => setFilter(key as ResourceType | typeof ALL)}
          items={[{ key: ALL, label: t('resource.all-types') }, ...RESOURCE_TYPES.map((key) => ({ key, label: t(typeLabel(key)) }))]}
        >
          {(item) => <Item key={item.key}>{item.label}</Item>}
        </Picker>
      </div>
      <EntityTable key={filter} config={config} />
    </div>
  );
}
