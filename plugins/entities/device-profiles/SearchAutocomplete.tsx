import { useEffect, useRef, useState } from 'react';
import { ComboBox, Item } from '@adobe/react-spectrum/ComboBox';
import { type EntityId } from '@tessera/sdk';
import { type EntityOption } from '@tessera/ui';

/** Autocompletes debounce typing like every picker (seed 001 section 9). */
const DEBOUNCE_MS = 150;

export interface SearchAutocompleteProps {
  label: string;
  value: EntityId | null | undefined;
  onChange(value: EntityId | null): void;
  /** One page of matches for the typed text; a failure means no matches. */
  search(text: string): Promise<EntityOption[]>;
  /** The display name of a value given by id only; a failure clears the value. */
  resolveName(id: EntityId): Promise<string>;
  /** Text under the field when nothing matches the typed text. */
  noMatchText(text: string): string;
  placeholder?: string;
  description?: string;
  isReadOnly?: boolean;
}

/**
 * Picks one entity of a kind the shared entity pickers do not search (rule chains of a
 * type, OTA packages of a profile): the caller says how to search and how to name a value.
 */
export function SearchAutocomplete(props: SearchAutocompleteProps) {
  const [text, setText] = useState('');
  const [items, setItems] = useState<EntityOption[]>([]);
  const [state, setState] = useState<'idle' | 'loading' | 'done'>('idle');
  const latest = useRef(props);
  latest.current = props;
  const valueId = props.value?.id ?? null;
  // The id whose name the input shows already (picked from the list), so it is not fetched again.
  const named = useRef<string | null>(null);

  // Show the name of a value that arrives by id (an existing profile's reference).
  useEffect(() => {
    if (!props.value || named.current === valueId) return undefined;
    let live = true;
    const id = props.value;
    latest.current.resolveName(id).then(
      (name) => {
        if (!live) return;
        named.current = id.id;
        setText(name);
      },
      () => { if (live) latest.current.onChange(null); },
    );
    return () => { live = false; };
    // Keyed by the referenced id only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [valueId]);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      setState('loading');
      latest.current.search(text).then(
        (found) => { if (live) { setItems(found); setState('done'); } },
        () => { if (live) { setItems([]); setState('done'); } },
      );
    }, DEBOUNCE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text]);

  const selected = items.some((e) => e.id.id === valueId) ? valueId : null;
  const noMatch = state === 'done' && items.length === 0 && text.trim() !== '' && !valueId;
  return (
    <ComboBox
      label={props.label}
      width="100%"
      placeholder={props.placeholder}
      isReadOnly={props.isReadOnly}
      items={items}
      loadingState={state === 'loading' ? 'filtering' : 'idle'}
      inputValue={text}
      onInputChange={(next) => {
        setText(next);
        if (!next && props.value) props.onChange(null);
      }}
      selectedKey={selected}
      onSelectionChange={(key) => {
        const chosen = items.find((e) => e.id.id === key);
        if (!chosen) return;
        named.current = chosen.id.id;
        setText(chosen.name);
        props.onChange(chosen.id);
      }}
      menuTrigger="focus"
      description={noMatch ? props.noMatchText(text) : props.description}
    >
      {(e) => <Item key={e.id.id}>{e.name}</Item>}
    </ComboBox>
  );
}
