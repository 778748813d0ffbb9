import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@adobe/react-spectrum/Button';
import { ButtonGroup } from '@adobe/react-spectrum/ButtonGroup';
import { ComboBox, Item } from '@adobe/react-spectrum/ComboBox';
import { Content } from '@adobe/react-spectrum/Content';
import { Dialog } from '@adobe/react-spectrum/Dialog';
import { DialogContainer } from '@adobe/react-spectrum/DialogContainer';
import { Divider } from '@adobe/react-spectrum/Divider';
import { Flex } from '@adobe/react-spectrum/Flex';
import { Heading } from '@adobe/react-spectrum/Heading';
import { INPUT_NODE_ID, type RuleFlowNode } from '../model/graphTypes';

/**
 * Links two nodes without a pointer: pick the source and the target by name (searchable
 * for large chains); Next asks for the labels as a drawn connection does.
 */
export function ConnectDialog({ nodes, initialSource, onNext, onCancel }: {
  nodes: readonly RuleFlowNode[];
  initialSource?: string;
  onNext(source: string, target: string): void;
  onCancel(): void;
}) {
  const { t } = useTranslation();
  const [source, setSource] = useState<string | null>(initialSource ?? null);
  const [target, setTarget] = useState<string | null>(null);
  const items = nodes.map((node) => ({ id: node.id, name: node.data.name }));
  const targets = items.filter((item) => item.id !== INPUT_NODE_ID && item.id !== source);
  return (
    <DialogContainer onDismiss={onCancel}>
      <Dialog size="S">
        <Heading>{t('rulechain-editor.action.link')}</Heading>
        <Divider />
        <Content>
          <Flex direction="column" gap="size-150">
            <ComboBox label={t('rulechain-editor.link-from')} autoFocus defaultItems={items} selectedKey={source}
              onSelectionChange={(key) => setSource(key === null ? null : String(key))} width="100%">
              {(item) => <Item key={item.id}>{item.name}</Item>}
            </ComboBox>
            <ComboBox label={t('rulechain-editor.link-to')} defaultItems={targets} selectedKey={target}
              onSelectionChange={(key) => setTarget(key === null ? null : String(key))} width="100%">
              {(item) => <Item key={item.id}>{item.name}</Item>}
            </ComboBox>
          </Flex>
        </Content>
        <ButtonGroup>
          <Button variant="secondary" onPress={onCancel}>{t('action.cancel')}</Button>
          <Button variant="accent" isDisabled={!source || !target || source === target} onPress={() => onNext(source!, target!)}>
            {t('action.next')}
          </Button>
        </ButtonGroup>
      </Dialog>
    </DialogContainer>
  );
}
