import { useTranslation } from 'react-i18next';
import { type RuleNodeEditorProps } from '@tessera/sdk';
import { useValidatedConfig } from '../../shared/useEditorState';
import { type Problem, type Translate, translateProblem, translateProblems } from './problems';

/** What {@link useNodeEditor} gives an editor. */
export interface NodeEditor<C> {
  /** The configuration shown: the defaults overlaid with the value (older configurations may miss fields). */
  config: C;
  /** Merges a patch and reports the next configuration with its translated errors. */
  update(patch: Partial<C>): void;
  /** The problems of the configuration shown. */
  problems: Problem[];
  /** The translated messages about a field (a dotted path), or undefined when it is fine. */
  error(field: string): string | undefined;
  disabled: boolean;
  t: Translate;
}

/**
 * The state of a controlled node editor: like the shared `useEditorState`, but over
 * {@link Problem}s, so a message can name its field (`{{field}} is required.`) and be
 * shown under the field it is about.
 *
 * @example
 * const e = useNodeEditor(props, validateMqtt, MQTT_DEFAULTS);
 * <TextInput editor={e} field="host" label="rulenode.host" isRequired />
 */
export function useNodeEditor<C extends object>(props: RuleNodeEditorProps<C>, validate: (config: C) => Problem[], defaults: C): NodeEditor<C> {
  const { t } = useTranslation();
  const translate = t as unknown as Translate;
  const { value, onChange, disabled } = props;
  const { config, found: problems, update } = useValidatedConfig(value, defaults, validate, onChange, translateProblems);
  const error = (field: string) => {
    const texts = problems.filter((problem) => problem.field === field).map((problem) => translateProblem(problem, translate));
    return texts.length > 0 ? texts.join(' ') : undefined;
  };
  return { config, update, problems, error, disabled, t: translate };
}
