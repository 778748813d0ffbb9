import { type Problem } from '../common/problems';

/* Catalogue §4 ACTION nodes without configuration ([tbNodeEmptyConfig]): `{version: 0}`. */

export const COPY_TO_VIEW = 'org.thingsboard.rule.engine.action.TbCopyAttributesToEntityViewNode';
export const SYNCHRONIZATION_BEGIN = 'org.thingsboard.rule.engine.transaction.TbSynchronizationBeginNode';
export const SYNCHRONIZATION_END = 'org.thingsboard.rule.engine.transaction.TbSynchronizationEndNode';

export interface EmptyConfig {
  [key: string]: unknown;
  version?: number;
}

export const EMPTY_DEFAULTS: EmptyConfig = { version: 0 };

/** Nothing to check: whatever the configuration holds is kept as it is (the shared NoConfigEditor shows it). */
export function validateEmpty(): Problem[] {
  return [];
}
