import { useTranslation } from 'react-i18next';
import { type RuleNodeEditorProps } from '@tessera/sdk';
import { EditorForm, EntityTypeList, MessageTypeList, ORIGINATOR_TYPES, useEditorState } from '../shared';

export interface MessageTypeFilterConfig extends Record<string, unknown> {
  messageTypes: string[];
}

export interface OriginatorTypeFilterConfig extends Record<string, unknown> {
  originatorTypes: string[];
}

export const MESSAGE_TYPE_FILTER_DEFAULTS: MessageTypeFilterConfig = {
  messageTypes: ['POST_ATTRIBUTES_REQUEST', 'POST_TELEMETRY_REQUEST', 'TO_SERVER_RPC_REQUEST'],
};

export const ORIGINATOR_TYPE_FILTER_DEFAULTS: OriginatorTypeFilterConfig = { originatorTypes: ['DEVICE'] };

/** At least one message type (seed 001 §5 'rulenode.message-type-required'). */
export function validateMessageTypeFilter(config: MessageTypeFilterConfig): string[] {
  return Array.isArray(config.messageTypes) && config.messageTypes.length > 0 ? [] : ['rulenode.message-type-required'];
}

/** At least one originator type. */
export function validateOriginatorTypeFilter(config: OriginatorTypeFilterConfig): string[] {
  return Array.isArray(config.originatorTypes) && config.originatorTypes.length > 0 ? [] : ['rulenode.originator-type-required'];
}

/** "message type": True when the message's type is one of the list. */
export function MessageTypeFilterEditor(props: RuleNodeEditorProps<MessageTypeFilterConfig>) {
  const { t } = useTranslation();
  const { config, update, error } = useEditorState(props.value, props.onChange, validateMessageTypeFilter, MESSAGE_TYPE_FILTER_DEFAULTS);
  return (
    <EditorForm>
      <MessageTypeList
        label={t('rulenode.message-types-filter')}
        value={config.messageTypes}
        onChange={(messageTypes) => update({ messageTypes })}
        isDisabled={props.disabled}
        errorMessage={error('rulenode.message-type-required')}
      />
    </EditorForm>
  );
}

/** "originator type": True when the originator's entity type is one of the list. */
export function OriginatorTypeFilterEditor(props: RuleNodeEditorProps<OriginatorTypeFilterConfig>) {
  const { t } = useTranslation();
  const { config, update, error } = useEditorState(props.value, props.onChange, validateOriginatorTypeFilter, ORIGINATOR_TYPE_FILTER_DEFAULTS);
  return (
    <EditorForm>
      <EntityTypeList
        label={t('rulenode.originator-types-filter')}
        value={config.originatorTypes}
        types={ORIGINATOR_TYPES}
        onChange={(originatorTypes) => update({ originatorTypes })}
        isDisabled={props.disabled}
        errorMessage={error('rulenode.originator-type-required')}
      />
    </EditorForm>
  );
}
