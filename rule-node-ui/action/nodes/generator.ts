import { check } from '../common/checks';
import { isBlank, type Problem } from '../common/problems';

/* Catalogue §4 ACTION "generator" (server: nodes/action/TbMsgGeneratorNode.ts). */

export const GENERATOR = 'org.thingsboard.rule.engine.debug.TbMsgGeneratorNode';

export const DEFAULT_GENERATOR_SCRIPT =
  'var msg = { temp: 42, humidity: 77 };\nvar metadata = { data: 40 };\nvar msgType = "POST_TELEMETRY_REQUEST";\n\nreturn { msg: msg, metadata: metadata, msgType: msgType };';

/** The argument names of a generate script. */
export const GENERATE_ARG_NAMES = ['prevMsg', 'prevMetadata', 'prevMsgType'] as const;

/** Types the editor offers for an originator; none means the rule node itself. */
export const GENERATOR_ORIGINATOR_TYPES = ['DEVICE', 'ASSET', 'ENTITY_VIEW', 'CUSTOMER', 'USER', 'DASHBOARD', 'EDGE'] as const;
/** Types the engine accepts (an imported chain may name the tenant or a rule node). */
const ENGINE_ORIGINATOR_TYPES = [...GENERATOR_ORIGINATOR_TYPES, 'TENANT', 'RULE_NODE'];

export interface GeneratorConfig {
  [key: string]: unknown;
  /** 0: unlimited. */
  msgCount: number;
  periodInSeconds: number;
  originatorId: string | null;
  originatorType: string | null;
  jsScript: string;
}

export const GENERATOR_DEFAULTS: GeneratorConfig = {
  msgCount: 0,
  periodInSeconds: 1,
  originatorId: null,
  originatorType: null,
  jsScript: DEFAULT_GENERATOR_SCRIPT,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function validateGenerator(config: GeneratorConfig): Problem[] {
  return check(config, (c) => {
    c.wholeNumber('msgCount', 'rulenode.message-count', 0);
    c.wholeNumber('periodInSeconds', 'rulenode.period-seconds', 1);
    const hasType = !isBlank(config.originatorType);
    const hasId = !isBlank(config.originatorId);
    // The rule node itself when neither is set; otherwise both, and a type the engine accepts.
    const typeKnown = !hasType || c.oneOf('originatorType', ENGINE_ORIGINATOR_TYPES, 'rulenode.originator-type');
    if (typeKnown && (hasType !== hasId || (hasId && !UUID.test(String(config.originatorId))))) c.add('originatorId', 'rulenode.error.originator-incomplete');
    c.required('jsScript', 'rulenode.generator-function');
  });
}
