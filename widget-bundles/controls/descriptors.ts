import { rpcCommon, SWITCH_CONTROL } from '../catalogue/families';
import { NUM, STR } from '../catalogue/settingsSpec';
import { type SystemTypeDef } from '../catalogue/systemType';

/** The ThingsBoard system types this bundle renders: the server's system library is generated from them. */
export const CONTROLS_DESCRIPTORS: SystemTypeDef[] = [
  { bundleAlias: 'control_widgets', alias: 'switch_control', name: 'Switch Control', kind: 'rpc', sizeX: 4, sizeY: 2.5, description: 'On/off switch over RPC.', settings: SWITCH_CONTROL },
  {
    bundleAlias: 'control_widgets', alias: 'rpcbutton', name: 'RPC Button', kind: 'rpc', sizeX: 4, sizeY: 2, description: 'Sends one RPC command.',
    settings: {
      title: STR, buttonText: 'Send RPC', oneWayElseTwoWay: true, showError: false, methodName: 'rpcCommand', methodParams: '{}', ...rpcCommon(5000),
      styleButton: { isRaised: true, isPrimary: false, bgColor: STR, textColor: STR },
    },
  },
  {
    bundleAlias: 'input_widgets', alias: 'update_multiple_attributes', name: 'Update Multiple Attributes', kind: 'latest', sizeX: 7.5, sizeY: 3, description: 'Edits several keys of one entity.', keys: 2,
    settings: { widgetTitle: STR, showActionButtons: true, updateAllValues: false, saveButtonLabel: STR, resetButtonLabel: STR, showResultMessage: true, showGroupTitle: false, groupTitle: STR, fieldsAlignment: 'row', fieldsInRow: 2 },
    keySettings: {
      dataKeyType: 'server', dataKeyValueType: 'string', selectOptions: [], step: NUM, minValue: NUM, maxValue: NUM, required: false, requiredErrorMessage: STR,
      isEditable: 'editable', disabledOnDataKey: STR, dataKeyHidden: false, icon: STR,
      useGetValueFunction: false, getValueFunctionBody: STR, useSetValueFunction: false, setValueFunctionBody: STR,
    },
  },
];
