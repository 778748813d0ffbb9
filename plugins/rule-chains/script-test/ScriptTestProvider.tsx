import { type ReactNode, useMemo, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { DialogContainer } from '@adobe/react-spectrum/DialogContainer';
import { notificationServiceRef, ServicesProvider, useService, useServices } from '@tessera/sdk';
import { useRuleChainApi } from '../api/useRuleChainApi';
import { ScriptTestDialog } from './ScriptTestDialog';
import { ScriptTestService, withScriptTestService } from './ScriptTestService';

/** Renders the dialog of the pending script test, if any. */
const ScriptTestHost = observer(function ScriptTestHost({ service }: { service: ScriptTestService }) {
  const current = service.current;
  return (
    <DialogContainer type="fullscreen" isDismissable={false} onDismiss={() => service.close(undefined)}>
      {current && <ScriptTestDialog store={current.store} onClose={(script) => service.close(script)} />}
    </DialogContainer>
  );
});

/**
 * Provides `ruleNodeScriptTestServiceRef` to everything below it (the node editors of the
 * node dialog, the editor page), implemented by this plugin, and hosts its dialog. The
 * host's services stay as they are for everyone else.
 *
 * @example
 * <ScriptTestProvider ruleNodeId={node.id}><Editor ... /></ScriptTestProvider>
 */
export function ScriptTestProvider(props: { ruleNodeId?: string; children?: ReactNode }) {
  const parent = useServices();
  const api = useRuleChainApi();
  const notifications = useService(notificationServiceRef);
  const [service] = useState(() => new ScriptTestService({
    testScript: (request) => api.testScript(request),
    debugIn: (id) => api.debugIn(id),
    notifications,
    ruleNodeId: props.ruleNodeId,
  }));
  const services = useMemo(() => withScriptTestService(parent, service), [parent, service]);
  return (
    <ServicesProvider services={services}>
      {props.children}
      <ScriptTestHost service={service} />
    </ServicesProvider>
  );
}
