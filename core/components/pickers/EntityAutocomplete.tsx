import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComboBox, Item } from '@adobe/react-spectrum/ComboBox';
import { type EntityId, type EntityType, httpServiceRef, useService } from '@tessera/sdk';
import { truncateSearch } from './entityTypes';
import { type EntityOption, fetchEntityName } from './fetchEntities';
import { useEntitySearch } from './useEntitySearch';

export interface EntityAutocompleteProps {
  entityType: EntityType;
  value: EntityOption | null;
  onChange(value: EntityOption | null): void;
  label?: string;
  required?: boolean;
  isDisabled?: boolean;
  /** Entities not to offer (already chosen elsewhere). */
  exclude?: EntityId[];
  /** Empties the input after a pick (lists that collect several entities). */
  clearOnSelect?: boolean;
}

/**
 * Picks one entity of a type by name. Shows the type's 'no match' text, the type's
 * 'required' error once touched, reloads a stale list on focus, and clearing empties the
 * value and keeps the focus in the input.
 */
export function EntityAutocomplete(props: EntityAutocompleteProps) {
  const { t } = useTranslation();
  const search = useEntitySearch(props.entityType);
  const [touched, setTouched] = useState(false);
  const input = useRef<{ focus(): void } | null>(null);
  const excluded = new Set((props.exclude ?? []).map((e) => e.id));
  const items = search.items.filter((e) => !excluded.has(e.id.id));
  const missing = props.required && touched && !props.value;
  const http = useService(httpServiceRef);
  // A value given by id only (an existing entity's reference) gets its name from the server.
  const { value } = props;
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  useEffect(() => {
    if (!value || value.name) return undefined;
    let cancelled = false;
    void fetchEntityName(http, value.id).then((name) => {
      if (!cancelled) onChange.current({ ...value, name });
    }, () => undefined);
    return () => {
      cancelled = true;
    };
    // Keyed by identity of the referenced entity, not by the object.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [http, value?.id.id, value?.name]);
  useEffect(() => {
    if (value?.name && !search.text) search.setText(value.name);
    // Only when the value changes from outside.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value?.name]);

  return (
    <ComboBox
      ref={input as never}
      label={props.label ?? t(`entity.type-names.${props.entityType}`)}
      isRequired={props.required}
      isDisabled={props.isDisabled}
      width="100%"
      items={items}
      loadingState={search.loading ? 'loading' : 'idle'}
      inputValue={search.text}
      onInputChange={(text) => {
        search.setText(text);
        if (!text && props.value) {
          props.onChange(null);
          input.current?.focus();
        }
      }}
      selectedKey={props.value?.id.id ?? null}
      onSelectionChange={(key) => {
        const chosen = items.find((e) => e.id.id === key) ?? null;
        props.onChange(chosen);
        if (chosen) search.setText(props.clearOnSelect ? '' : chosen.name);
      }}
      onFocus={search.refreshIfStale}
      onBlur={() => setTouched(true)}
      menuTrigger="focus"
      allowsCustomValue={false}
      validationState={missing ? 'invalid' : undefined}
      errorMessage={missing ? t(`entity.required.${props.entityType}`) : undefined}
      description={search.noMatch ? t(`entity.no-matching.${props.entityType}`, { text: truncateSearch(search.text) }) : undefined}
    >
      {(e) => <Item key={e.id.id}>{e.name}</Item>}
    </ComboBox>
  );
}
