import { useTranslation } from 'react-i18next';
import { ComboBox, Item } from '@adobe/react-spectrum';
import { type RuleNodeEditorProps } from '@tessera/sdk';
import { EditorForm, filled, useEditorState } from '../shared';

/** The queues of every deployment; a device profile may name others, so any text is allowed. */
export const DEFAULT_QUEUES = ['HighPriority', 'Main', 'SequentialByOriginator'] as const;

export interface CheckpointConfig extends Record<string, unknown> {
  queueName: string;
}

export const CHECKPOINT_DEFAULTS: CheckpointConfig = { queueName: 'HighPriority' };

/** A queue name (seed 001 §5 queue.name_required). */
export function validateCheckpoint(config: CheckpointConfig): string[] {
  return filled(config.queueName) ? [] : ['rulenode.queue-name-required'];
}

/** "checkpoint": re-queues the message to a queue, then continues on Success. */
export function CheckpointEditor(props: RuleNodeEditorProps<CheckpointConfig>) {
  const { t } = useTranslation();
  const { config, update, error } = useEditorState(props.value, props.onChange, validateCheckpoint, CHECKPOINT_DEFAULTS);
  const text = config.queueName ?? '';
  // Suggestions: case-insensitive prefix match, alphabetical (seed 001 §5).
  const options = DEFAULT_QUEUES.filter((q) => q.toLowerCase().startsWith(text.trim().toLowerCase()) && q !== text);
  return (
    <EditorForm>
      <ComboBox
        label={t('rulenode.queue-name')}
        width="100%"
        allowsCustomValue
        menuTrigger="focus"
        items={options.map((name) => ({ name }))}
        inputValue={text}
        onInputChange={(queueName) => update({ queueName })}
        onSelectionChange={(key) => key !== null && update({ queueName: String(key) })}
        isDisabled={props.disabled}
        isRequired
        description={t('rulenode.queue-name-hint')}
        validationState={error('rulenode.queue-name-required') ? 'invalid' : undefined}
        errorMessage={error('rulenode.queue-name-required')}
      >
        {(item) => <Item key={item.name}>{item.name}</Item>}
      </ComboBox>
    </EditorForm>
  );
}
