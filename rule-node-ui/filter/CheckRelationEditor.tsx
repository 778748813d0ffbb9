import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox, Text } from '@adobe/react-spectrum';
import { type EntityType, type RuleNodeEditorProps } from '@tessera/sdk';
import { EntityAutocomplete, type EntityOption } from '@tessera/ui';
import { DirectionPicker, type Direction, EditorForm, EntityTypePicker, filled, RELATION_ENTITY_TYPES, RelationTypeField, useEditorState } from '../shared';

export interface CheckRelationConfig extends Record<string, unknown> {
  direction: Direction;
  relationType: string;
  checkForSingleEntity: boolean;
  entityType: string | null;
  entityId: string | null;
}

export const CHECK_RELATION_DEFAULTS: CheckRelationConfig = {
  direction: 'FROM', relationType: 'Contains', checkForSingleEntity: true, entityType: null, entityId: null,
};

/** A relation type; with a single entity, its type and id. */
export function validateCheckRelation(config: CheckRelationConfig): string[] {
  const errors: string[] = [];
  if (config.direction !== 'FROM' && config.direction !== 'TO') errors.push('rulenode.direction-required');
  if (!filled(config.relationType)) errors.push('rulenode.relation-type-required');
  if (config.checkForSingleEntity !== false) {
    if (!filled(config.entityType)) errors.push('rulenode.entity-type-required');
    else if (!filled(config.entityId)) errors.push('rulenode.entity-required');
  }
  return errors;
}

/** "check relation": True when a relation of the type joins the originator and the entity (or any entity). */
export function CheckRelationEditor(props: RuleNodeEditorProps<CheckRelationConfig>) {
  const { t } = useTranslation();
  const { config, update, error } = useEditorState(props.value, props.onChange, validateCheckRelation, CHECK_RELATION_DEFAULTS);
  const single = config.checkForSingleEntity !== false;
  return (
    <EditorForm>
      <Checkbox isSelected={single} onChange={(checkForSingleEntity) => update({ checkForSingleEntity })} isDisabled={props.disabled}>
        {t('rulenode.check-relation-to-specific-entity')}
      </Checkbox>
      <Text UNSAFE_style={{ fontSize: 12, opacity: 0.8 }}>
        {t(single ? 'rulenode.check-relation-specific-hint' : 'rulenode.check-relation-any-hint')}
      </Text>
      <DirectionPicker value={config.direction} onChange={(direction) => update({ direction })} isDisabled={props.disabled} />
      {single && (
        <>
          <EntityTypePicker
            label={t('rulenode.entity-type')}
            value={config.entityType}
            types={RELATION_ENTITY_TYPES}
            onChange={(entityType) => update({ entityType, entityId: null })}
            isDisabled={props.disabled}
            isRequired
            errorMessage={error('rulenode.entity-type-required')}
          />
          {filled(config.entityType) && (
            <EntityField
              key={config.entityType}
              label={t('rulenode.entity')}
              entityType={config.entityType as EntityType}
              entityId={config.entityId}
              onChange={(entityId) => update({ entityId })}
              isDisabled={props.disabled}
            />
          )}
          {filled(config.entityType) && error('rulenode.entity-required') && (
            <Text UNSAFE_style={{ fontSize: 12, color: 'var(--spectrum-semantic-negative-color-text-small, #d7373f)' }}>{error('rulenode.entity-required')}</Text>
          )}
        </>
      )}
      <RelationTypeField
        value={config.relationType}
        onChange={(relationType) => update({ relationType })}
        isDisabled={props.disabled}
        isRequired
        errorMessage={error('rulenode.relation-type-required')}
      />
    </EditorForm>
  );
}

/** The SDK's entity autocomplete over an id: it keeps the picked entity (with its name) while the id stays. */
function EntityField(props: {
  label: string;
  entityType: EntityType;
  entityId: string | null;
  onChange(entityId: string | null): void;
  isDisabled?: boolean;
}) {
  const [entity, setEntity] = useState<EntityOption | null>(null);
  const shown = props.entityId
    ? entity?.id.id === props.entityId ? entity : { id: { entityType: props.entityType, id: props.entityId }, name: '' }
    : null;
  return (
    <EntityAutocomplete
      label={props.label}
      entityType={props.entityType}
      value={shown}
      onChange={(next) => {
        setEntity(next);
        if ((next?.id.id ?? null) !== props.entityId) props.onChange(next?.id.id ?? null);
      }}
      isDisabled={props.isDisabled}
      required
    />
  );
}
