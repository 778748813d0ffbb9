import { type RuleNodeEditorDefinition, type RuleNodeEditorProps } from '@tessera/sdk';
import { type ComponentType } from 'react';
import { NoConfigEditor } from '../shared';
import { nodeEditor } from './common/nodeEditor';
import { ClearAlarmEditor, CreateAlarmEditor } from './editors/AlarmEditors';
import { AssignToCustomerEditor, UnassignFromCustomerEditor } from './editors/CustomerEditors';
import { CustomTableEditor } from './editors/CustomTableEditor';
import { DelayEditor } from './editors/DelayEditor';
import { DeviceProfileEditor } from './editors/DeviceProfileEditor';
import { GeneratorEditor } from './editors/GeneratorEditor';
import { GeofencingEditor } from './editors/GeofencingEditor';
import { LogEditor, MsgCountEditor } from './editors/LogEditors';
import { PushEditor } from './editors/PushEditors';
import { CreateRelationEditor, DeleteRelationEditor } from './editors/RelationEditors';
import { RpcReplyEditor, RpcRequestEditor } from './editors/RpcEditors';
import { SaveAttributesEditor, SaveTimeseriesEditor } from './editors/TelemetryEditors';
import * as alarms from './nodes/alarms';
import * as customer from './nodes/customer';
import * as customTable from './nodes/customTable';
import * as delay from './nodes/delay';
import * as deviceProfile from './nodes/deviceProfile';
import * as empty from './nodes/emptyConfig';
import * as generator from './nodes/generator';
import * as geofencing from './nodes/geofencing';
import * as log from './nodes/log';
import * as push from './nodes/push';
import * as relations from './nodes/relations';
import * as rpc from './nodes/rpc';
import * as telemetry from './nodes/telemetry';

/** An editor of a node without settings: the shared note, the configuration kept as it is. */
const noConfig = (clazz: string) =>
  nodeEditor({ clazz, component: NoConfigEditor as ComponentType<RuleNodeEditorProps<empty.EmptyConfig>>, validate: empty.validateEmpty, defaults: empty.EMPTY_DEFAULTS });

/** The ACTION editors, one per node class of catalogue §4 ACTION (22), in its order. */
export const ACTION_EDITORS: RuleNodeEditorDefinition<any>[] = [
  nodeEditor({ clazz: telemetry.SAVE_TIMESERIES, component: SaveTimeseriesEditor, validate: telemetry.validateTimeseries, defaults: telemetry.TIMESERIES_DEFAULTS }),
  nodeEditor({ clazz: telemetry.SAVE_ATTRIBUTES, component: SaveAttributesEditor, validate: telemetry.validateAttributes, defaults: telemetry.ATTRIBUTES_DEFAULTS }),
  nodeEditor({ clazz: alarms.CREATE_ALARM, component: CreateAlarmEditor, validate: alarms.validateCreateAlarm, defaults: alarms.CREATE_ALARM_DEFAULTS }),
  nodeEditor({ clazz: alarms.CLEAR_ALARM, component: ClearAlarmEditor, validate: alarms.validateClearAlarm, defaults: alarms.CLEAR_ALARM_DEFAULTS }),
  nodeEditor({ clazz: deviceProfile.DEVICE_PROFILE, component: DeviceProfileEditor, validate: deviceProfile.validateDeviceProfile, defaults: deviceProfile.DEVICE_PROFILE_DEFAULTS }),
  nodeEditor({ clazz: rpc.RPC_REQUEST, component: RpcRequestEditor, validate: rpc.validateRpcRequest, defaults: rpc.RPC_REQUEST_DEFAULTS }),
  nodeEditor({ clazz: rpc.RPC_REPLY, component: RpcReplyEditor, validate: rpc.validateRpcReply, defaults: rpc.RPC_REPLY_DEFAULTS }),
  nodeEditor({ clazz: log.LOG, component: LogEditor, validate: log.validateLog, defaults: log.LOG_DEFAULTS }),
  nodeEditor({ clazz: log.MSG_COUNT, component: MsgCountEditor, validate: log.validateMsgCount, defaults: log.MSG_COUNT_DEFAULTS }),
  nodeEditor({ clazz: generator.GENERATOR, component: GeneratorEditor, validate: generator.validateGenerator, defaults: generator.GENERATOR_DEFAULTS }),
  nodeEditor({ clazz: delay.DELAY, component: DelayEditor, validate: delay.validateDelay, defaults: delay.DELAY_DEFAULTS }),
  nodeEditor({ clazz: customer.ASSIGN_TO_CUSTOMER, component: AssignToCustomerEditor, validate: customer.validateAssignToCustomer, defaults: customer.ASSIGN_TO_CUSTOMER_DEFAULTS }),
  nodeEditor({
    clazz: customer.UNASSIGN_FROM_CUSTOMER, component: UnassignFromCustomerEditor,
    validate: customer.validateUnassignFromCustomer, defaults: customer.UNASSIGN_FROM_CUSTOMER_DEFAULTS,
  }),
  nodeEditor({ clazz: relations.CREATE_RELATION, component: CreateRelationEditor, validate: relations.validateCreateRelation, defaults: relations.CREATE_RELATION_DEFAULTS }),
  nodeEditor({ clazz: relations.DELETE_RELATION, component: DeleteRelationEditor, validate: relations.validateDeleteRelation, defaults: relations.DELETE_RELATION_DEFAULTS }),
  noConfig(empty.COPY_TO_VIEW),
  nodeEditor({ clazz: customTable.CUSTOM_TABLE, component: CustomTableEditor, validate: customTable.validateCustomTable, defaults: customTable.CUSTOM_TABLE_DEFAULTS }),
  nodeEditor({ clazz: geofencing.GEOFENCING_ACTION, component: GeofencingEditor, validate: geofencing.validateGeofencingAction, defaults: geofencing.GEOFENCING_ACTION_DEFAULTS }),
  nodeEditor({ clazz: push.PUSH_TO_EDGE, component: PushEditor, validate: push.validatePush, defaults: push.PUSH_DEFAULTS }),
  nodeEditor({ clazz: push.PUSH_TO_CLOUD, component: PushEditor, validate: push.validatePush, defaults: push.PUSH_DEFAULTS }),
  noConfig(empty.SYNCHRONIZATION_BEGIN),
  noConfig(empty.SYNCHRONIZATION_END),
];
