import { type ProtoSchemaKey } from './types';

/*
 * The schemas a new PROTOBUF transport starts with: small proto3 examples a device
 * developer edits into their own messages. Field numbers and names mirror what devices
 * written against ThingsBoard's examples send, so those devices work unchanged.
 */

const TELEMETRY = `syntax = "proto3";
package telemetry;

message SensorDataReading {
  optional double temperature = 1;
  optional double humidity = 2;
  InnerObject innerObject = 3;

  message InnerObject {
    optional string key1 = 1;
    optional bool key2 = 2;
    optional double key3 = 3;
    optional int32 key4 = 4;
    optional string key5 = 5;
  }
}
`;

const ATTRIBUTES = `syntax = "proto3";
package attributes;

message SensorConfiguration {
  optional string firmwareVersion = 1;
  optional string serialNumber = 2;
}
`;

const RPC_REQUEST = `syntax = "proto3";
package rpc;

message RpcRequestMsg {
  optional string method = 1;
  optional int32 requestId = 2;
  optional string params = 3;
}
`;

const RPC_RESPONSE = `syntax = "proto3";
package rpc;

message RpcResponseMsg {
  optional string payload = 1;
}
`;

/** Default proto schema per field of a PROTOBUF payload configuration. */
export const DEFAULT_PROTO_SCHEMAS: Readonly<Record<ProtoSchemaKey, string>> = {
  deviceTelemetryProtoSchema: TELEMETRY,
  deviceAttributesProtoSchema: ATTRIBUTES,
  deviceRpcRequestProtoSchema: RPC_REQUEST,
  deviceRpcResponseProtoSchema: RPC_RESPONSE,
};
