import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '@adobe/react-spectrum/Checkbox';
import { Flex } from '@adobe/react-spectrum/Flex';
import { Item, TagGroup } from '@adobe/react-spectrum/TagGroup';
import { TextField } from '@adobe/react-spectrum/TextField';
import { addTextChips } from '@tessera/ui';
import { type DeviceProfileAlarm } from './types';

type Propagation = Pick<DeviceProfileAlarm, 'propagate' | 'propagateToOwner' | 'propagateToTenant' | 'propagateRelationTypes'>;

/** Where a raised alarm is also shown: related entities (optionally only by some relation types), the owner, the tenant. */
export function PropagationEditor(props: { value: Propagation; onChange(next: Propagation): void; isReadOnly?: boolean }) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const { value } = props;
  const types = value.propagateRelationTypes ?? [];
  const commit = (text: string) => {
    props.onChange({ ...value, propagateRelationTypes: addTextChips(types, text) });
    setInput('');
  };
  return (
    <Flex direction="column" gap="size-100">
      <Checkbox isSelected={value.propagate} isReadOnly={props.isReadOnly} onChange={(propagate) => props.onChange({ ...value, propagate })}>
        {t('device-profile.propagate-alarm')}
      </Checkbox>
      {value.propagate && (
        <Flex direction="column" gap="size-50" marginStart="size-300">
          <TagGroup label={t('device-profile.alarm-rule-relation-types-list')} items={types.map((name) => ({ name }))}
            onRemove={props.isReadOnly ? undefined : (keys) => props.onChange({ ...value, propagateRelationTypes: types.filter((x) => !keys.has(x)) })}
            renderEmptyState={() => <span>{t('device-profile.alarm-rule-relation-types-any')}</span>}>
            {(item) => <Item key={item.name}>{item.name}</Item>}
          </TagGroup>
          {!props.isReadOnly && (
            <TextField aria-label={t('device-profile.alarm-rule-relation-types-list')} placeholder={t('device-profile.enter-relation-type')}
              value={input} width="size-3600"
              description={t('device-profile.alarm-rule-relation-types-hint')}
              onChange={(text) => (/[,;]/.test(text) ? commit(text) : setInput(text))}
              onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); commit(input); } else e.continuePropagation(); }}
              onBlur={() => { if (input.trim()) commit(input); }} />
          )}
        </Flex>
      )}
      <Checkbox isSelected={value.propagateToOwner} isReadOnly={props.isReadOnly}
        onChange={(propagateToOwner) => props.onChange({ ...value, propagateToOwner })}>
        {t('device-profile.propagate-alarm-to-owner')}
      </Checkbox>
      <Checkbox isSelected={value.propagateToTenant} isReadOnly={props.isReadOnly}
        onChange={(propagateToTenant) => props.onChange({ ...value, propagateToTenant })}>
        {t('device-profile.propagate-alarm-to-tenant')}
      </Checkbox>
    </Flex>
  );
}
