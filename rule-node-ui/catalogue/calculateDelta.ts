/* Catalogue §4 ENRICHMENT "calculate delta" (server: nodes/enrichment/CalculateDeltaNode.ts). */

export interface CalculateDeltaConfig {
  [key: string]: unknown;
  inputValueKey: string;
  outputValueKey: string;
  useCache: boolean;
  addPeriodBetweenMsgs: boolean;
  periodValueKey: string;
  round: number | null;
  tellFailureIfDeltaIsNegative: boolean;
}

export const CALCULATE_DELTA_DEFAULTS: CalculateDeltaConfig = {
  inputValueKey: 'pulseCounter',
  outputValueKey: 'delta',
  useCache: true,
  addPeriodBetweenMsgs: false,
  periodValueKey: 'periodInMs',
  round: null,
  tellFailureIfDeltaIsNegative: true,
};
