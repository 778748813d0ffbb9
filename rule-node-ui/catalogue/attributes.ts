/* Catalogue §4 ENRICHMENT "originator attributes" and the attribute fetch of "related device attributes" (server: nodes/enrichment/attributesFetch.ts). */

export interface AttributesConfig {
  [key: string]: unknown;
  clientAttributeNames: string[];
  sharedAttributeNames: string[];
  serverAttributeNames: string[];
  latestTsKeyNames: string[];
  tellFailureIfAbsent: boolean;
  getLatestValueWithTs: boolean;
}

export const ATTRIBUTES_DEFAULTS: AttributesConfig = {
  clientAttributeNames: [],
  sharedAttributeNames: [],
  serverAttributeNames: [],
  latestTsKeyNames: [],
  tellFailureIfAbsent: true,
  getLatestValueWithTs: false,
};
