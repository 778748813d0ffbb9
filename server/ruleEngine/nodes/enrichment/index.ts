import type { RuleNodeDefinition } from '../../node/RuleNodeDefinition';
import { CalculateDeltaNode } from './CalculateDeltaNode';
import { TbGetAttributesNode } from './TbGetAttributesNode';
import { TbGetCustomerAttributeNode } from './TbGetCustomerAttributeNode';
import { TbGetCustomerDetailsNode } from './TbGetCustomerDetailsNode';
import { TbGetDeviceAttrNode } from './TbGetDeviceAttrNode';
import { TbGetOriginatorFieldsNode } from './TbGetOriginatorFieldsNode';
import { TbGetRelatedAttributeNode } from './TbGetRelatedAttributeNode';
import { TbGetTelemetryNode } from './TbGetTelemetryNode';
import { TbGetTenantAttributeNode } from './TbGetTenantAttributeNode';
import { TbGetTenantDetailsNode } from './TbGetTenantDetailsNode';

/** The ENRICHMENT nodes of catalogue §4, in its order. */
export const ENRICHMENT_NODES: RuleNodeDefinition<any>[] = [
  TbGetAttributesNode,
  TbGetDeviceAttrNode,
  TbGetCustomerAttributeNode,
  TbGetTenantAttributeNode,
  TbGetRelatedAttributeNode,
  TbGetOriginatorFieldsNode,
  TbGetCustomerDetailsNode,
  TbGetTenantDetailsNode,
  TbGetTelemetryNode,
  CalculateDeltaNode,
];
