import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Flex } from '@adobe/react-spectrum/Flex';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { TextField } from '@adobe/react-spectrum/TextField';
import { View } from '@adobe/react-spectrum/View';
import { Tooltip, TooltipTrigger } from '@adobe/react-spectrum/Tooltip';
import ChevronUp from '@spectrum-icons/workflow/ChevronUp';
import ChevronDown from '@spectrum-icons/workflow/ChevronDown';
import Delete from '@spectrum-icons/workflow/Delete';
import Edit from '@spectrum-icons/workflow/Edit';
import { type ReactElement } from 'react';
import { type DataKeyType, type DatasourceType } from '@tessera/sdk';
import { type DataKeyConfig, type DatasourceConfig, type EntityAlias } from '../model/types';
import { AliasPicker } from './AliasPicker';
import { changeDatasourceType, keyTypesFor, moveItem, removeAt } from './datasourceEdits';

const DATASOURCE_TYPES: DatasourceType[] = ['entity', 'function', 'entityCount'];

/** A quiet icon button named by its tooltip, so a row keeps room for its fields. */
function IconAction(props: { label: string; icon: ReactElement; onPress(): void; isDisabled?: boolean }) {
  return (
    <TooltipTrigger delay={300}>
      <ActionButton isQuiet aria-label={props.label} onPress={props.onPress} isDisabled={props.isDisabled}>{props.icon}</ActionButton>
      <Tooltip>{props.label}</Tooltip>
    </TooltipTrigger>
  );
}

/** One datasource: its type, alias or name, and its keys as rows with edit, move and remove. */
export function DatasourceEditor(props: {
  index: number;
  count: number;
  datasource: DatasourceConfig;
  aliases: Record<string, EntityAlias>;
  error?: string;
  onChange(next: DatasourceConfig): void;
  onAddKey(name: string, type: DataKeyType): void;
  onEditKey(keyIndex: number): void;
  onMove(to: number): void;
  onRemove(): void;
  onCreateAlias(): Promise<EntityAlias | null>;
  /** The widget type's `maxDataKeys` (ThingsBoard's typeParameters); no limit when absent. */
  maxDataKeys?: number;
}) {
  const { t } = useTranslation();
  const ds = props.datasource;
  const keyTypes = keyTypesFor(ds.type);
  const [keyName, setKeyName] = useState('');
  const [keyType, setKeyType] = useState<DataKeyType>(keyTypes[0]);
  const effectiveKeyType = keyTypes.includes(keyType) ? keyType : keyTypes[0];
  const setKeys = (dataKeys: DataKeyConfig[]) => props.onChange({ ...ds, dataKeys });
  const addKey = () => {
    if (!keyName.trim() || ds.dataKeys.length >= (props.maxDataKeys ?? Infinity)) return;
    props.onAddKey(keyName, effectiveKeyType);
    setKeyName('');
  };

  return (
    <View borderWidth="thin" borderColor="gray-300" borderRadius="regular" padding="size-150">
      <Flex direction="column" gap="size-100">
        <Flex gap="size-150" alignItems="end" wrap>
          <Picker label={t('dashboard.widget-config.datasource-type')} selectedKey={ds.type} width="size-2000"
            onSelectionChange={(k) => props.onChange(changeDatasourceType(ds, k as DatasourceType))}>
            {DATASOURCE_TYPES.map((type) => <Item key={type}>{t(`dashboard.widget-config.datasource-type-${type}`)}</Item>)}
          </Picker>
          {ds.type === 'function' ? (
            <TextField label={t('dashboard.widget-config.datasource-name')} value={ds.name ?? ''} flex="1 1 240px"
              onChange={(name) => props.onChange({ ...ds, name })} />
          ) : (
            <AliasPicker label={t('dashboard.widget-config.entity-alias')} aliases={props.aliases} value={ds.entityAliasId}
              onChange={(entityAliasId) => props.onChange({ ...ds, entityAliasId })} onCreateAlias={props.onCreateAlias}
              errorMessage={props.error ? t(props.error) : undefined} />
          )}
          <Flex gap="size-0" marginStart="auto">
            <IconAction label={t('dashboard.widget-config.move-up')} icon={<ChevronUp />} isDisabled={props.index === 0} onPress={() => props.onMove(props.index - 1)} />
            <IconAction label={t('dashboard.widget-config.move-down')} icon={<ChevronDown />} isDisabled={props.index === props.count - 1}
              onPress={() => props.onMove(props.index + 1)} />
            <IconAction label={t('dashboard.widget-config.remove-datasource')} icon={<Delete />} onPress={props.onRemove} />
          </Flex>
        </Flex>
        {ds.dataKeys.map((key, i) => (
          <Flex key={`${i}-${key.name}`} gap="size-100" alignItems="center">
            <span aria-hidden style={{ width: 12, height: 12, borderRadius: 6, background: key.color, flex: 'none' }} />
            <span style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{key.label} <small>({key.name}, {t(`dashboard.widget-config.key-type-${key.type}`)})</small></span>
            <IconAction label={t('dashboard.widget-config.move-up')} icon={<ChevronUp />} isDisabled={i === 0} onPress={() => setKeys(moveItem(ds.dataKeys, i, i - 1))} />
            <IconAction label={t('dashboard.widget-config.edit-key', { name: key.label })} icon={<Edit />} onPress={() => props.onEditKey(i)} />
            <IconAction label={t('dashboard.widget-config.remove-key', { name: key.label })} icon={<Delete />} onPress={() => setKeys(removeAt(ds.dataKeys, i))} />
          </Flex>
        ))}
        <Flex gap="size-100" alignItems="end" wrap>
          <TextField label={t('dashboard.widget-config.key-name')} value={keyName} onChange={setKeyName} flex="1 1 200px"
            onKeyDown={(e) => { if (e.key === 'Enter') addKey(); else e.continuePropagation(); }} />
          {keyTypes.length > 1 && (
            <Picker label={t('dashboard.widget-config.key-type')} selectedKey={effectiveKeyType} width="size-2000"
              onSelectionChange={(k) => setKeyType(k as DataKeyType)}>
              {keyTypes.map((type) => <Item key={type}>{t(`dashboard.widget-config.key-type-${type}`)}</Item>)}
            </Picker>
          )}
          <ActionButton onPress={addKey} isDisabled={!keyName.trim() || ds.dataKeys.length >= (props.maxDataKeys ?? Infinity)}>{t('dashboard.widget-config.add-key')}</ActionButton>
        </Flex>
      </Flex>
    </View>
  );
}
