import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComboBox, Item } from '@adobe/react-spectrum/ComboBox';
import { Picker } from '@adobe/react-spectrum/Picker';
import { type FormField, type HttpService, httpServiceRef, useService } from '@tessera/sdk';

/** Entity kinds that have a type list (`GET /api/{kind}/types`). */
export type SubtypeKind = 'device' | 'asset' | 'entityView' | 'edge';

/** Subtypes are free text up to this length (seed 001 section 9). */
export const SUBTYPE_MAX_LENGTH = 255;

const MESSAGES: Record<SubtypeKind, { required: string; maxLength: string }> = {
  device: { required: 'device.device-type-required', maxLength: 'device.device-type-max-length' },
  asset: { required: 'asset.asset-type-required', maxLength: 'asset.asset-type-max-length' },
  entityView: { required: 'entity-view.entity-view-type-required', maxLength: 'entity-view.type-max-length' },
  edge: { required: 'edge.edge-type-required', maxLength: 'edge.type-max-length' },
};

/**
 * The type lists, fetched once per kind and shared by every control. Seed 001 section 4:
 * saving an entity of a kind clears that kind's list so new types show up. A failed fetch
 * gives an empty list and is retried next time.
 */
export class SubtypeCache {
  private readonly lists = new Map<SubtypeKind, Promise<string[]>>();
  private readonly listeners = new Set<(kind: SubtypeKind) => void>();

  /** Tells mounted controls that a kind's list went stale; returns the unsubscribe. */
  subscribe(listener: (kind: SubtypeKind) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get(http: HttpService, kind: SubtypeKind): Promise<string[]> {
    let list = this.lists.get(kind);
    if (!list) {
      list = http.get<{ type: string }[]>(`/api/${kind}/types`, { ignoreLoading: true, ignoreErrors: true })
        .then((items) => items.map((i) => i.type).sort((a, b) => a.localeCompare(b)))
        .catch(() => {
          this.lists.delete(kind);
          return [];
        });
      this.lists.set(kind, list);
    }
    return list;
  }

  /** Call after saving (or importing) entities of `kind`. */
  invalidate(kind: SubtypeKind): void {
    this.lists.delete(kind);
    for (const listener of this.listeners) listener(kind);
  }
}

export const subtypeCache = new SubtypeCache();

/** Wraps a save call: once it succeeds, the kind's type list is fetched anew. */
export async function savedSubtype<T>(kind: SubtypeKind, saving: Promise<T>): Promise<T> {
  const saved = await saving;
  subtypeCache.invalidate(kind);
  return saved;
}

/** Seed 001 section 5: subtype suggestions are a case-insensitive prefix match. */
export function filterSubtypes(types: string[], text: string): string[] {
  const prefix = text.trim().toLowerCase();
  return prefix ? types.filter((type) => type.toLowerCase().startsWith(prefix)) : types;
}

function useSubtypes(kind: SubtypeKind): string[] {
  const http = useService(httpServiceRef);
  const [types, setTypes] = useState<string[]>([]);
  const [version, setVersion] = useState(0);
  useEffect(() => subtypeCache.subscribe((stale) => {
    if (stale === kind) setVersion((v) => v + 1);
  }), [kind]);
  useEffect(() => {
    let live = true;
    void subtypeCache.get(http, kind).then((list) => {
      if (live) setTypes(list);
    });
    return () => {
      live = false;
    };
  }, [http, kind, version]);
  return types;
}

/** A type field: suggests the existing types and accepts a new one. */
export function SubtypeAutocomplete(props: {
  kind: SubtypeKind;
  value: string;
  onChange(value: string): void;
  label: string;
  isRequired?: boolean;
  isReadOnly?: boolean;
  errorMessage?: string;
}) {
  const types = useSubtypes(props.kind);
  const items = useMemo(() => filterSubtypes(types, props.value).map((type) => ({ type })), [types, props.value]);
  return (
    <ComboBox
      label={props.label}
      width="100%"
      allowsCustomValue
      menuTrigger="focus"
      isRequired={props.isRequired}
      isReadOnly={props.isReadOnly}
      inputValue={props.value}
      onInputChange={props.onChange}
      onSelectionChange={(key) => {
        if (key !== null) props.onChange(String(key));
      }}
      items={items}
      validationState={props.errorMessage ? 'invalid' : undefined}
      errorMessage={props.errorMessage}
    >
      {(item) => <Item key={item.type}>{item.type}</Item>}
    </ComboBox>
  );
}

/** The `type` field of an entity form, with the kind's required and max-length messages. */
export function subtypeField(kind: SubtypeKind, options: { label: string; key?: string; required?: boolean; half?: boolean }): FormField {
  return {
    key: options.key ?? 'type',
    label: options.label,
    type: 'custom',
    required: options.required ?? true,
    requiredMessage: MESSAGES[kind].required,
    maxLength: SUBTYPE_MAX_LENGTH,
    maxLengthMessage: MESSAGES[kind].maxLength,
    half: options.half,
    render: (p) => (
      <SubtypeAutocomplete
        kind={kind}
        label={p.label}
        value={typeof p.value === 'string' ? p.value : ''}
        onChange={p.onChange}
        isRequired={p.isRequired}
        isReadOnly={p.isReadOnly}
        errorMessage={p.errorMessage}
      />
    ),
  };
}

const ALL = '\u0000all';

/** A list filter by type; the first option is 'All types' (seed 001 section 2.4). */
export function SubtypeSelect(props: { kind: SubtypeKind; value: string | null; onChange(value: string | null): void; label: string }) {
  const { t } = useTranslation();
  const types = useSubtypes(props.kind);
  const items = useMemo(() => [{ key: ALL, label: t('entity.all-subtypes') }, ...types.map((type) => ({ key: type, label: type }))], [types, t]);
  return (
    <Picker
      label={props.label}
      items={items}
      selectedKey={props.value ?? ALL}
      onSelectionChange={(key) => props.onChange(key === ALL || key === null ? null : String(key))}
    >
      {(item) => <Item key={item.key}>{item.label}</Item>}
    </Picker>
  );
}
