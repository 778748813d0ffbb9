import { check } from '../common/checks';
import { type Problem } from '../common/problems';

/* Catalogue §4 ACTION "log" and "message count". */

export const LOG = 'org.thingsboard.rule.engine.action.TbLogNode';
export const MSG_COUNT = 'org.thingsboard.rule.engine.action.TbMsgCountNode';

export const DEFAULT_LOG_SCRIPT = "return '\\nIncoming message:\\n' + JSON.stringify(msg) + '\\nIncoming metadata:\\n' + JSON.stringify(metadata);";

export interface LogConfig {
  [key: string]: unknown;
  jsScript: string;
}

export const LOG_DEFAULTS: LogConfig = { jsScript: DEFAULT_LOG_SCRIPT };

export function validateLog(config: LogConfig): Problem[] {
  return check(config, (c) => {
    c.required('jsScript', 'rulenode.to-string-function');
  });
}

export interface MsgCountConfig {
  [key: string]: unknown;
  /** Seconds. */
  interval: number;
  telemetryPrefix: string;
}

export const MSG_COUNT_DEFAULTS: MsgCountConfig = { interval: 1, telemetryPrefix: 'messageCount' };

export function validateMsgCount(config: MsgCountConfig): Problem[] {
  return check(config, (c) => {
    c.wholeNumber('interval', 'rulenode.interval-seconds', 1);
    c.required('telemetryPrefix', 'rulenode.output-timeseries-key-prefix');
  });
}
