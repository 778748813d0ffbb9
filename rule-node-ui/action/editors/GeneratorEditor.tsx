import { useState } from 'react';
import { ActionButton, Flex } from '@adobe/react-spectrum';
import { type EntityType, type RuleNodeEditorProps } from '@tessera/sdk';
import { EntityAutocomplete, type EntityOption } from '@tessera/ui';
import { EditorForm, EntityTypePicker, FieldGroup, ScriptField } from '../../shared';
import { ErrorText, Hint, NumberInput } from '../common/fields';
import { useNodeEditor } from '../common/useNodeEditor';
import { GENERATE_ARG_NAMES, GENERATOR_DEFAULTS, GENERATOR_ORIGINATOR_TYPES, type GeneratorConfig, validateGenerator } from '../nodes/generator';

/** The entity option of a stored originator (its name is fetched by the autocomplete). */
const optionOf = (config: GeneratorConfig): EntityOption | null =>
  config.originatorType && config.originatorId ? { id: { entityType: config.originatorType as EntityType, id: config.originatorId }, name: '' } : null;

/** "generator": how many messages, how often, from which originator (the node itself when none), and the script. */
export function GeneratorEditor(props: RuleNodeEditorProps<GeneratorConfig>) {
  const e = useNodeEditor(props, validateGenerator, GENERATOR_DEFAULTS);
  const { config, t } = e;
  // The picked entity with its name; the configuration keeps only type and id.
  const [picked, setPicked] = useState<EntityOption | null>(() => optionOf(config));
  const shown = picked && picked.id.id === config.originatorId && picked.id.entityType === config.originatorType ? picked : optionOf(config);
  return (
    <EditorForm>
      <NumberInput editor={e} field="msgCount" label="rulenode.message-count" description="rulenode.message-count-hint" min={0} isRequired />
      <NumberInput editor={e} field="periodInSeconds" label="rulenode.period-seconds" min={1} isRequired />
      <FieldGroup title={t('rulenode.originator')}>
        <Flex direction="column" gap="size-100">
          <EntityTypePicker
            label={t('rulenode.originator-type')}
            value={config.originatorType}
            onChange={(originatorType) => {
              setPicked(null);
              e.update({ originatorType, originatorId: null });
            }}
            types={GENERATOR_ORIGINATOR_TYPES}
            isDisabled={e.disabled}
            errorMessage={e.error('originatorType')}
          />
          {config.originatorType && (GENERATOR_ORIGINATOR_TYPES as readonly string[]).includes(config.originatorType) && (
            <EntityAutocomplete
              key={config.originatorType}
              entityType={config.originatorType as EntityType}
              label={t('rulenode.originator')}
              value={shown}
              onChange={(next: EntityOption | null) => {
                setPicked(next);
                if ((next?.id.id ?? null) !== config.originatorId) e.update({ originatorId: next?.id.id ?? null });
              }}
              isDisabled={e.disabled}
              required
            />
          )}
          {e.error('originatorId') && <ErrorText>{e.error('originatorId')}</ErrorText>}
          {config.originatorType ? (
            <ActionButton
              alignSelf="start"
              isDisabled={e.disabled}
              onPress={() => {
                setPicked(null);
                e.update({ originatorType: null, originatorId: null });
              }}
            >
              {t('rulenode.originator-self')}
            </ActionButton>
          ) : (
            <Hint>{t('rulenode.originator-self-hint')}</Hint>
          )}
        </Flex>
      </FieldGroup>
      <ScriptField
        value={config.jsScript}
        onChange={(jsScript) => e.update({ jsScript })}
        scriptType="generate"
        functionTitle="Generate"
        argNames={GENERATE_ARG_NAMES}
        label={t('rulenode.generator-function')}
        isDisabled={e.disabled}
        errorMessage={e.error('jsScript')}
      />
    </EditorForm>
  );
}
