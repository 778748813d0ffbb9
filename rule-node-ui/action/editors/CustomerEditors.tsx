import { type RuleNodeEditorProps } from '@tessera/sdk';
import { EditorForm } from '../../shared';
import { NumberInput, TextInput, Toggle } from '../common/fields';
import { type NodeEditor, useNodeEditor } from '../common/useNodeEditor';
import {
  ASSIGN_TO_CUSTOMER_DEFAULTS, type AssignToCustomerConfig, UNASSIGN_FROM_CUSTOMER_DEFAULTS, type UnassignFromCustomerConfig,
  validateAssignToCustomer, validateUnassignFromCustomer,
} from '../nodes/customer';

function CustomerFields<C extends UnassignFromCustomerConfig>(props: { editor: NodeEditor<C> }) {
  const e = props.editor;
  return (
    <>
      <TextInput editor={e} field="customerNamePattern" label="rulenode.customer-name-pattern" template isRequired />
      <NumberInput editor={e} field="customerCacheExpiration" label="rulenode.customer-cache-expiration" description="rulenode.cache-expiration-hint" min={0} isRequired />
    </>
  );
}

/** "assign to customer": the customer by title pattern, optionally created. */
export function AssignToCustomerEditor(props: RuleNodeEditorProps<AssignToCustomerConfig>) {
  const e = useNodeEditor(props, validateAssignToCustomer, ASSIGN_TO_CUSTOMER_DEFAULTS);
  return (
    <EditorForm>
      <CustomerFields editor={e} />
      <Toggle editor={e} field="createCustomerIfNotExists" label="rulenode.create-customer-if-not-exists" />
    </EditorForm>
  );
}

/** "unassign from customer": the customer by title pattern. */
export function UnassignFromCustomerEditor(props: RuleNodeEditorProps<UnassignFromCustomerConfig>) {
  const e = useNodeEditor(props, validateUnassignFromCustomer, UNASSIGN_FROM_CUSTOMER_DEFAULTS);
  return (
    <EditorForm>
      <CustomerFields editor={e} />
    </EditorForm>
  );
}
