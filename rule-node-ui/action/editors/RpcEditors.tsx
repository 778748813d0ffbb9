import { type RuleNodeEditorProps } from '@tessera/sdk';
import { EditorForm } from '../../shared';
import { NumberInput, TextInput } from '../common/fields';
import { useNodeEditor } from '../common/useNodeEditor';
import {
  RPC_REPLY_DEFAULTS, RPC_REPLY_FIELDS, RPC_REQUEST_DEFAULTS, type RpcReplyConfig, type RpcRequestConfig, validateRpcReply,
  validateRpcRequest,
} from '../nodes/rpc';

/** "rpc call request": how long to wait for the device's answer. */
export function RpcRequestEditor(props: RuleNodeEditorProps<RpcRequestConfig>) {
  const e = useNodeEditor(props, validateRpcRequest, RPC_REQUEST_DEFAULTS);
  return (
    <EditorForm>
      <NumberInput editor={e} field="timeoutInSeconds" label="rulenode.timeout-sec" min={0} isRequired />
    </EditorForm>
  );
}

/** "rpc call reply": the metadata keys that name the request being answered. */
export function RpcReplyEditor(props: RuleNodeEditorProps<RpcReplyConfig>) {
  const e = useNodeEditor(props, validateRpcReply, RPC_REPLY_DEFAULTS);
  return (
    <EditorForm>
      {RPC_REPLY_FIELDS.map(([field, label]) => (
        <TextInput key={field} editor={e} field={field} label={label} isRequired />
      ))}
    </EditorForm>
  );
}
