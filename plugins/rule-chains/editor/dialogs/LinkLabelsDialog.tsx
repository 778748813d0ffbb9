import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Button } from '@adobe/react-spectrum/Button';
import { ButtonGroup } from '@adobe/react-spectrum/ButtonGroup';
import { ComboBox, Item } from '@adobe/react-spectrum/ComboBox';
import { Content } from '@adobe/react-spectrum/Content';
import { Dialog } from '@adobe/react-spectrum/Dialog';
import { DialogContainer } from '@adobe/react-spectrum/DialogContainer';
import { Divider } from '@adobe/react-spectrum/Divider';
import { Flex } from '@adobe/react-spectrum/Flex';
import { Heading } from '@adobe/react-spectrum/Heading';
import { TagGroup } from '@adobe/react-spectrum/TagGroup';
import { Text } from '@adobe/react-spectrum/Text';
import { normalizeLabels, type RelationChoices } from '../model/relationChoices';

export interface LinkLabelsDialogProps {
  /** Names of the linked nodes, for the caption. */
  from: string;
  to: string;
  choices: RelationChoices;
  labels: string[];
  /** A new link (Add) or an existing one (Save; no label left removes it). */
  isNew: boolean;
  onSave(labels: string[]): void;
  onCancel(): void;
}

/**
 * The relation labels of a link: pick one of the source node's relation types in the combo box
 * (or type a free label where the node allows them) and Add it; chosen labels show as
 * removable tags. Save also takes the label still in the box, so one pick and Save is enough.
 */
export function LinkLabelsDialog({ from, to, choices, labels: initial, isNew, onSave, onCancel }: LinkLabelsDialogProps) {
  const { t } = useTranslation();
  const [labels, setLabels] = useState(initial);
  const [input, setInput] = useState('');
  const latest = useRef(input);
  latest.current = input;
  const available = choices.labels.filter((label) => !labels.some((chosen) => chosen.toLowerCase() === label.toLowerCase()));
  const add = (value: string) => {
    setLabels((current) => normalizeLabels([...current, value], choices));
    setInput('');
  };
  // The items are controlled (chosen labels leave the list), so the combo box does not filter them itself.
  const needle = input.trim().toLowerCase();
  const shown = needle && !available.some((label) => label.toLowerCase() === needle)
    ? available.filter((label) => label.toLowerCase().includes(needle))
    : available;
  const pending = input.trim() && normalizeLabels([input], choices).length > 0 ? input : '';
  const save = () => onSave(normalizeLabels(pending ? [...labels, pending] : labels, choices));
  return (
    <DialogContainer onDismiss={onCancel}>
      <Dialog size="S" aria-label={isNew ? t('rulechain-editor.add-link') : t('rulechain-editor.edit-link')}>
        <Heading>{isNew ? t('rulechain-editor.add-link') : t('rulechain-editor.edit-link')}</Heading>
        <Divider />
        <Content>
          <Flex direction="column" gap="size-150">
            <Text>{t('rulechain-editor.link-between', { from, to })}</Text>
            <Flex gap="size-100" alignItems="end">
              <ComboBox
                label={t('rulechain-editor.relation-type')}
                flex={1}
                autoFocus
                allowsCustomValue={choices.custom}
                items={shown.map((label) => ({ label }))}
                inputValue={input}
                selectedKey={available.includes(input) ? input : null}
                onInputChange={setInput}
                onSelectionChange={(key) => {
                  if (key !== null) setInput(String(key));
                }}
                onKeyDown={(event) => {
                  event.continuePropagation();
                  // After the combo box has committed a highlighted option, whose text becomes the input.
                  if (event.key === 'Enter') setTimeout(() => {
                    if (normalizeLabels([latest.current], choices).length > 0) add(latest.current);
                  });
                }}
                description={choices.custom ? t('rulechain-editor.custom-labels-allowed') : undefined}
              >
                {(item) => <Item key={item.label}>{item.label}</Item>}
              </ComboBox>
              <ActionButton isDisabled={!pending} onPress={() => add(input)}>{t('rulechain-editor.add-label')}</ActionButton>
            </Flex>
            <TagGroup
              label={t('rulechain-editor.link-labels')}
              items={labels.map((label) => ({ label }))}
              onRemove={(keys) => setLabels((current) => current.filter((label) => !keys.has(label)))}
              renderEmptyState={() => <Text UNSAFE_className="rce-muted">{t('rulechain-editor.no-labels')}</Text>}
            >
              {(item) => <Item key={item.label}>{item.label}</Item>}
            </TagGroup>
          </Flex>
        </Content>
        <ButtonGroup>
          <Button variant="secondary" onPress={onCancel}>{t('action.cancel')}</Button>
          <Button variant="accent" onPress={save} isDisabled={labels.length === 0 && !pending && isNew}>
            {isNew ? t('action.add') : t('action.save')}
          </Button>
        </ButtonGroup>
      </Dialog>
    </DialogContainer>
  );
}
