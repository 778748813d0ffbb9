import { check } from '../common/checks';
import { type Problem } from '../common/problems';

/* Catalogue §4 ACTION "delay (deprecated)" (server: nodes/action/TbMsgDelayNode.ts). */

export const DELAY = 'org.thingsboard.rule.engine.delay.TbMsgDelayNode';

export interface DelayConfig {
  [key: string]: unknown;
  periodInSeconds: number;
  maxPendingMsgs: number;
  periodInSecondsPattern: string | null;
  useMetadataPeriodInSecondsPatterns: boolean;
}

export const DELAY_DEFAULTS: DelayConfig = {
  periodInSeconds: 60,
  maxPendingMsgs: 1000,
  periodInSecondsPattern: null,
  useMetadataPeriodInSecondsPatterns: false,
};

/** ThingsBoard's editor bound on messages kept in memory. */
export const MAX_PENDING_LIMIT = 100000;

export function validateDelay(config: DelayConfig): Problem[] {
  return check(config, (c) => {
    if (config.useMetadataPeriodInSecondsPatterns) c.required('periodInSecondsPattern', 'rulenode.period-in-seconds-pattern');
    else c.wholeNumber('periodInSeconds', 'rulenode.period-seconds', 0);
    c.wholeNumber('maxPendingMsgs', 'rulenode.max-pending-messages', 1, MAX_PENDING_LIMIT);
  });
}
