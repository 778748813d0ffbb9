import { type FormField, SubtypeAutocomplete, type SubtypeKind } from '@tessera/ui';

/** Subtypes are free text up to this length (seed 001 section 9). */
export const SUBTYPE_MAX_LENGTH = 255;

const MESSAGES: Record<SubtypeKind, { required: string; maxLength: string }> = {
  device: { required: 'device.device-type-required', maxLength: 'device.device-type-max-length' },
  asset: { required: 'asset.asset-type-required', maxLength: 'asset.asset-type-max-length' },
  entityView: { required: 'entity-view.entity-view-type-required', maxLength: 'entity-view.type-max-length' },
  edge: { required: 'edge.edge-type-required', maxLength: 'edge.type-max-length' },
};

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
