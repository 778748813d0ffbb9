import { catalogueType } from './catalogueType';

/** The catalogue types this bundle implements. */
export const RPC_BUTTON = catalogueType('control_widgets', 'rpcbutton');
export const SWITCH_CONTROL = catalogueType('control_widgets', 'switch_control');
export const UPDATE_MULTIPLE_ATTRIBUTES = catalogueType('input_widgets', 'update_multiple_attributes');
