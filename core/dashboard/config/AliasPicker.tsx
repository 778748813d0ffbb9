import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Flex } from '@adobe/react-spectrum/Flex';
import { Item, Picker } from '@adobe/react-spectrum/Picker';
import { type EntityAlias } from '../model/types';

/** Picks one of the dashboard's entity aliases, or creates one through the lead's alias editor. */
export function AliasPicker(props: {
  label: string;
  aliases: Record<string, EntityAlias>;
  value: string | null | undefined;
  onChange(aliasId: string | null): void;
  onCreateAlias(): Promise<EntityAlias | null>;
  errorMessage?: string;
}) {
  const { t } = useTranslation();
  // A new alias shows at once, before the dashboard passes its updated alias map back.
  const [created, setCreated] = useState<EntityAlias[]>([]);
  const all = { ...Object.fromEntries(created.map((a) => [a.id, a])), ...props.aliases };
  const items = Object.values(all).map((a) => ({ id: a.id, name: a.alias }));
  const create = async () => {
    const alias = await props.onCreateAlias();
    if (!alias) return;
    setCreated((list) => [...list, alias]);
    props.onChange(alias.id);
  };
  return (
    <Flex gap="size-100" alignItems="end" flex="1 1 240px">
      <Picker label={props.label} width="100%" items={items} selectedKey={props.value ?? null}
        onSelectionChange={(k) => props.onChange(k == null ? null : String(k))}
        validationState={props.errorMessage ? 'invalid' : undefined} errorMessage={props.errorMessage}>
        {(item) => <Item key={item.id}>{item.name}</Item>}
      </Picker>
      <ActionButton onPress={() => void create()} marginBottom={props.errorMessage ? 'size-300' : undefined}>
        {t('dashboard.widget-config.create-alias')}
      </ActionButton>
    </Flex>
  );
}
