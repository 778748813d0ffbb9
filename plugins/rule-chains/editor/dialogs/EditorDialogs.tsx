import { observer } from 'mobx-react-lite';
import { NodeConfigDialog } from '../../node-config/NodeConfigDialog';
import type { RuleChainEditorStore } from '../store/RuleChainEditorStore';
import { ConnectDialog } from './ConnectDialog';
import { LinkLabelsDialog } from './LinkLabelsDialog';
import { ShortcutsDialog } from './ShortcutsDialog';

/** Whichever dialog the editor has open: a node's configuration, a link's labels, linking by keyboard, the shortcuts. */
export const EditorDialogs = observer(function EditorDialogs({ editor }: { editor: RuleChainEditorStore }) {
  const { dialog, chain, graph } = editor;
  if (!dialog || !chain) return null;
  const chainRef = { id: chain.id.id, type: chain.type };
  const close = () => editor.closeDialog();
  switch (dialog.kind) {
    case 'new-node': {
      const definition = editor.definition(dialog.clazz);
      return (
        <NodeConfigDialog
          node={{ clazz: dialog.clazz, name: '', debugMode: false, description: '',
            configuration: structuredClone(definition?.configurationDescriptor.nodeDefinition.defaultConfiguration ?? {}) }}
          definition={definition} chain={chainRef} isNew
          onSave={(fields) => editor.addConfiguredNode(dialog.clazz, dialog.position, fields)}
          onCancel={close}
        />
      );
    }
    case 'node': {
      const node = graph.node(dialog.nodeId);
      if (!node) return null;
      const { data } = node;
      return (
        <NodeConfigDialog
          node={{ clazz: data.clazz, name: data.name, debugMode: data.debugMode, configuration: data.configuration, description: data.description, id: data.ruleNodeId }}
          definition={editor.definition(data.clazz)} chain={chainRef} isNew={false}
          onSave={(fields) => editor.saveNode(dialog.nodeId, fields)}
          onCancel={close}
        />
      );
    }
    case 'link':
      return (
        <LinkLabelsDialog
          from={graph.node(dialog.source)?.data.name ?? ''} to={graph.node(dialog.target)?.data.name ?? ''}
          choices={dialog.choices} labels={dialog.labels} isNew={!dialog.edgeId}
          onSave={(labels) => editor.saveLink(dialog.source, dialog.target, labels, dialog.edgeId)}
          onCancel={close}
        />
      );
    case 'connect':
      return (
        <ConnectDialog nodes={graph.nodes} initialSource={graph.singleSelectedNode?.id}
          onNext={(source, target) => void editor.requestConnect(source, target)} onCancel={close} />
      );
    case 'shortcuts':
      return <ShortcutsDialog onClose={close} />;
  }
});
