import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Item, Menu } from '@adobe/react-spectrum/Menu';
import { MenuTrigger } from '@adobe/react-spectrum/MenuTrigger';
import { SearchField } from '@adobe/react-spectrum/SearchField';
import { Text } from '@adobe/react-spectrum/Text';
import ChevronDown from '@spectrum-icons/workflow/ChevronDown';
import Refresh from '@spectrum-icons/workflow/Refresh';
import { TimewindowButton } from '@tessera/ui';
import { severityFilterText } from './alarmText';
import { type AlarmsTabStore } from './AlarmsTabStore';
import { ALARM_SEVERITIES } from './severity';
import { ALARM_SEARCH_STATUSES, type AlarmSearchStatus } from './types';

/**
 * Time window, status (one), severities (several), text search and refresh of the alarms tab.
 * The filters are compact menu buttons that name their value ("Status: Active").
 */
export const AlarmFilters = observer(function AlarmFilters({ store }: { store: AlarmsTabStore }) {
  const { t } = useTranslation();
  // The search box answers at once; the table reads on every change (server-side search).
  const [search, setSearch] = useState(store.table.textSearch);
  return (
    <div className="tb-alarms-toolbar">
      <TimewindowButton value={store.timewindow} aggregation={false} onChange={(tw) => store.setTimewindow(tw)} />
      <MenuTrigger>
        <ActionButton isQuiet>
          <Text>{t('alarm.status-filter', { value: t(`alarm.search-status.${store.searchStatus}`) })}</Text>
          <ChevronDown size="S" UNSAFE_className="tb-alarms-chevron" />
        </ActionButton>
        <Menu aria-label={t('alarm.status-title')} selectionMode="single" disallowEmptySelection selectedKeys={[store.searchStatus]}
          onSelectionChange={(keys) => { if (keys !== 'all' && keys.size > 0) store.setSearchStatus([...keys][0] as AlarmSearchStatus); }}>
          {ALARM_SEARCH_STATUSES.map((status) => <Item key={status}>{t(`alarm.search-status.${status}`)}</Item>)}
        </Menu>
      </MenuTrigger>
      <MenuTrigger closeOnSelect={false}>
        <ActionButton isQuiet>
          <Text>{t('alarm.severity-filter', { value: severityFilterText(store.severities, t) })}</Text>
          <ChevronDown size="S" UNSAFE_className="tb-alarms-chevron" />
        </ActionButton>
        <Menu aria-label={t('alarm.severity-title')} selectionMode="multiple" selectedKeys={store.severities}
          onSelectionChange={(keys) => store.setSeverities(keys === 'all' ? [] : ALARM_SEVERITIES.filter((s) => keys.has(s)))}>
          {ALARM_SEVERITIES.map((severity) => <Item key={severity}>{t(`alarm.severity.${severity}`)}</Item>)}
        </Menu>
      </MenuTrigger>
      <div className="tb-alarms-search">
        <SearchField aria-label={t('alarm.search')} placeholder={t('alarm.search')} value={search} width="100%"
          onChange={(text) => { setSearch(text); store.table.setTextSearch(text); }} />
        <ActionButton isQuiet aria-label={t('action.refresh')} onPress={() => void store.table.load()}><Refresh /></ActionButton>
      </div>
    </div>
  );
});
