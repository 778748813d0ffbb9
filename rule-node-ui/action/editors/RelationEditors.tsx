import { type RuleNodeEditorProps } from '@tessera/sdk';
import { EditorForm, EntityTypePicker, RelationTypeField } from '../../shared';
import { Choice, isOn, NumberInput, TextInput, Toggle } from '../common/fields';
import { type NodeEditor, useNodeEditor } from '../common/useNodeEditor';
import {
  CREATABLE_ENTITY_TYPES, CREATE_RELATION_DEFAULTS, type CreateRelationConfig, DELETE_RELATION_DEFAULTS, type DeleteRelationConfig,
  RELATION_ENTITY_TYPES, type RelationActionConfig, TYPED_ENTITY_TYPES, validateCreateRelation, validateDeleteRelation,
} from '../nodes/relations';

/** Direction and relation type. */
function RelationFields<C extends RelationActionConfig>(props: { editor: NodeEditor<C> }) {
  const e = props.editor;
  return (
    <>
      <Choice editor={e} field="direction" label="rulenode.direction" options={['FROM', 'TO'] as const} optionLabel={(d) => `rulenode.relation-direction.${d}`} isRequired />
      <RelationTypeField
        value={e.config.relationType}
        onChange={(relationType) => e.update({ relationType } as Partial<C>)}
        isDisabled={e.disabled}
        isRequired
        errorMessage={e.error('relationType')}
      />
    </>
  );
}

/** The related entity: its type, its name pattern (none for the tenant) and the lookup cache. */
function EntityFields<C extends RelationActionConfig>(props: { editor: NodeEditor<C> }) {
  const e = props.editor;
  return (
    <>
      <EntityTypePicker
        label={e.t('entity.type')}
        value={e.config.entityType}
        onChange={(entityType) => e.update({ entityType } as Partial<C>)}
        types={RELATION_ENTITY_TYPES}
        isDisabled={e.disabled}
        isRequired
        errorMessage={e.error('entityType')}
      />
      {e.config.entityType !== 'TENANT' && (
        <TextInput editor={e} field="entityNamePattern" label="rulenode.entity-name-pattern" description="rulenode.entity-name-pattern-hint" template isRequired />
      )}
      <NumberInput editor={e} field="entityCacheExpiration" label="rulenode.entity-cache-expiration" description="rulenode.cache-expiration-hint" min={0} isRequired />
    </>
  );
}

/** "create relation": relation, related entity (found or created), and what else happens. */
export function CreateRelationEditor(props: RuleNodeEditorProps<CreateRelationConfig>) {
  const e = useNodeEditor(props, validateCreateRelation, CREATE_RELATION_DEFAULTS);
  const type = String(e.config.entityType ?? '');
  return (
    <EditorForm>
      <RelationFields editor={e} />
      <EntityFields editor={e} />
      {CREATABLE_ENTITY_TYPES.includes(type) && (
        <Toggle editor={e} field="createEntityIfNotExists" label="rulenode.create-entity-if-not-exists" description="rulenode.create-entity-if-not-exists-hint" />
      )}
      {TYPED_ENTITY_TYPES.includes(type) && (
        <TextInput editor={e} field="entityTypePattern" label="rulenode.entity-type-pattern" template isRequired={isOn(e.config.createEntityIfNotExists)} />
      )}
      <Toggle editor={e} field="removeCurrentRelations" label="rulenode.remove-current-relations" description="rulenode.remove-current-relations-hint" />
      <Toggle editor={e} field="changeOriginatorToRelatedEntity" label="rulenode.change-originator-to-related-entity" description="rulenode.change-originator-to-related-entity-hint" />
    </EditorForm>
  );
}

/** "delete relation": relation, and the related entity unless every relation of the type goes. */
export function DeleteRelationEditor(props: RuleNodeEditorProps<DeleteRelationConfig>) {
  const e = useNodeEditor(props, validateDeleteRelation, DELETE_RELATION_DEFAULTS);
  return (
    <EditorForm>
      <RelationFields editor={e} />
      <Toggle editor={e} field="deleteForSingleEntity" label="rulenode.delete-relation-to-specific-entity" description="rulenode.delete-relation-hint" />
      {e.config.deleteForSingleEntity !== false && <EntityFields editor={e} />}
    </EditorForm>
  );
}
