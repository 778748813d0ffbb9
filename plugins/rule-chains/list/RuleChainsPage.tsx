import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AlertDialog } from '@adobe/react-spectrum/AlertDialog';
import { DialogContainer } from '@adobe/react-spectrum/DialogContainer';
import Download from '@spectrum-icons/workflow/Download';
import FileJson from '@spectrum-icons/workflow/FileJson';
import Flag from '@spectrum-icons/workflow/Flag';
import OpenIn from '@spectrum-icons/workflow/OpenIn';
import { notificationServiceRef, useService } from '@tessera/sdk';
import { EntityTable, type EntityTableConfig } from '@tessera/ui';
import { formatDate } from '../../entities/api';
import { exportEntityJson, JsonImportError, readJsonFile } from '../../shared/entityJson';
import { chooseFile } from '../../shared/jsonTransfer';
import { type RuleChain } from '../api/types';
import { useRuleChainApi } from '../api/useRuleChainApi';
import { readRuleChainFile, RuleChainFileRefused, ruleChainFileName } from './ruleChainFile';
import { ruleChainForm } from './ruleChainsTable';

type Reloading = { chain: RuleChain; reload(): void };

/**
 * The tenant's core rule chains (seed 000 §4): paged, sorted and searched by the toolbar;
 * open one in the editor, make it root (after a confirmation), export it or import a chain
 * file in ThingsBoard 3.3's format, add, and delete (never the root chain).
 */
export default function RuleChainsPage() {
  const { t } = useTranslation();
  const api = useRuleChainApi();
  const notifications = useService(notificationServiceRef);
  const navigate = useNavigate();
  const [makingRoot, setMakingRoot] = useState<Reloading | null>(null);

  const config = useMemo<EntityTableConfig<RuleChain>>(() => ({
    entityType: 'RULE_CHAIN',
    title: 'rulechain.rulechains',
    defaultSort: { property: 'createdTime', direction: 'DESC' },
    fetchPage: (link) => api.chains(link, 'CORE'),
    idOf: (chain) => chain.id.id,
    nameOf: (chain) => chain.name,
    deleteEntity: (chain) => api.delete(chain.id.id),
    // The root chain handles every device message: it cannot be deleted, only replaced as root.
    isDeletable: (chain) => !chain.root,
    columns: [
      { key: 'createdTime', title: 'common.created-time', width: '190px', value: (chain) => formatDate(chain.createdTime) },
      { key: 'name', title: 'rulechain.name', value: (chain) => chain.name },
      { key: 'root', title: 'rulechain.root', width: '110px', value: (chain) => (chain.root ? t('common.yes') : '') },
    ],
    headerActions: [{
      id: 'import', label: 'rulechain.import', icon: FileJson,
      onAction: (table) => {
        void chooseFile().then(async (file) => {
          if (!file) return;
          try {
            const chain = await api.importChain(readRuleChainFile(await readJsonFile(file)));
            notifications.show({ message: t('import.json-imported', { name: chain.name }), type: 'success', duration: 3000 });
            table.reload();
          } catch (error) {
            if (error instanceof JsonImportError || error instanceof RuleChainFileRefused) notifications.show({ message: t(error.message), type: 'error' });
          }
        });
      },
    }],
    rowActions: [
      { id: 'open', label: 'rulechain.open', icon: OpenIn, onAction: (chain) => navigate(`/ruleChains/${chain.id.id}`) },
      {
        id: 'export', label: 'rulechain.export', icon: Download,
        onAction: async (chain) => exportEntityJson(await api.exportChain(chain.id.id), ruleChainFileName(chain.name)),
      },
      {
        id: 'set-root', label: 'rulechain.set-root', icon: Flag, isVisible: (chain) => !chain.root,
        onAction: (chain, table) => setMakingRoot({ chain, reload: table.reload }),
      },
    ],
    form: ruleChainForm(api),
  }), [api, navigate, notifications, t]);

  return (
    <div className="tb-page">
      <EntityTable config={config} />
      <DialogContainer onDismiss={() => setMakingRoot(null)}>
        {makingRoot && (
          <AlertDialog
            title={t('rulechain.set-root-title', { name: makingRoot.chain.name })}
            variant="confirmation"
            primaryActionLabel={t('action.yes')}
            cancelLabel={t('action.no')}
            onPrimaryAction={() => {
              const { chain, reload } = makingRoot;
              setMakingRoot(null);
              void api.setRoot(chain.id.id).then(reload, () => undefined);
            }}
          >
            {t('rulechain.set-root-text')}
          </AlertDialog>
        )}
      </DialogContainer>
    </div>
  );
}
