import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Checkbox } from '@adobe/react-spectrum/Checkbox';
import { Flex } from '@adobe/react-spectrum/Flex';
import { Text } from '@adobe/react-spectrum/Text';
import { TextField } from '@adobe/react-spectrum/TextField';
import { ConfirmDialog } from '@tessera/ui';
import { DialogTable, SaveCancelDialog, TABLE_CELL } from '../aliases/SaveCancelDialog';
import { hasRightLayout, withRightLayout } from '../model/stateLayouts';
import { type DashboardState } from '../model/types';
import {
  addState, deleteState, renameState, setRootState, stateIdFromName, stateNameErrors, trimStateNames, validateStateId,
  validateStateName,
} from './dashboardStates';

/** Manages a dashboard's states: add, rename, delete (never the root) and choose the root. */
export function StatesDialog(props: { states: Record<string, DashboardState>; onSave(next: Record<string, DashboardState>): void; onCancel(): void }) {
  const { t } = useTranslation();
  const [states, setStates] = useState(props.states);
  const [newName, setNewName] = useState('');
  const [newId, setNewId] = useState('');
  // The id follows the name until the user types an id of their own.
  const [idEdited, setIdEdited] = useState(false);
  const [newTouched, setNewTouched] = useState(false);
  const [deleting, setDeleting] = useState<string | null>(null);

  const nameErrors = stateNameErrors(states);
  const newNameError = validateStateName(newName);
  const newIdError = validateStateId(newId, states);
  const add = () => {
    setStates(addState(states, newName, newId));
    setNewName('');
    setNewId('');
    setIdEdited(false);
    setNewTouched(false);
  };

  const overlay = (
    <ConfirmDialog
      target={deleting}
      texts={(id) => ({ title: t('dashboard.states.delete-title', { name: states[id]?.name ?? id }), message: t('dashboard.states.delete-text') })}
      onConfirm={(id) => setStates((current) => deleteState(current, id))}
      onClose={() => setDeleting(null)}
    />
  );
  return (
    <SaveCancelDialog
      title={t('dashboard.manage-states')}
      canSave={Object.keys(nameErrors).length === 0}
      onSave={() => props.onSave(trimStateNames(states))}
      onCancel={props.onCancel}
      overlay={overlay}
    >
      <DialogTable
        headers={[t('dashboard.states.name'), t('dashboard.states.id'), t('dashboard.states.root'), t('dashboard.layouts.right')]}
        actionsLabel={t('dashboard.states.actions')}
      >
        {Object.entries(states).map(([id, state]) => (
          <tr key={id}>
            <td style={TABLE_CELL}>
              <TextField
                aria-label={t('dashboard.states.name-of', { id })}
                width="100%"
                value={state.name}
                onChange={(name) => setStates((current) => renameState(current, id, name))}
                validationState={nameErrors[id] ? 'invalid' : undefined}
                errorMessage={nameErrors[id] ? t(nameErrors[id]) : undefined}
              />
            </td>
            <td style={TABLE_CELL}>{id}</td>
            <td style={TABLE_CELL}>
              {state.root ? <Text>{t('dashboard.states.root')}</Text> : (
                <ActionButton isQuiet aria-label={t('dashboard.states.make-root-of', { id })} onPress={() => setStates((current) => setRootState(current, id))}>
                  {t('dashboard.states.make-root')}
                </ActionButton>
              )}
            </td>
            <td style={TABLE_CELL}>
              <Checkbox
                aria-label={t('dashboard.layouts.right-of', { id })} isSelected={hasRightLayout(state)}
                onChange={(on) => setStates((current) => ({ ...current, [id]: withRightLayout(current[id], on) }))}
              />
            </td>
            <td style={{ ...TABLE_CELL, textAlign: 'right' }}>
              <ActionButton isQuiet isDisabled={state.root} aria-label={t('dashboard.states.delete-of', { id })} onPress={() => setDeleting(id)}>
                {t('action.delete')}
              </ActionButton>
            </td>
          </tr>
        ))}
      </DialogTable>
      <Flex gap="size-200" alignItems="start" wrap>
        <TextField
          label={t('dashboard.states.new-name')}
          value={newName}
          onChange={(name) => {
            setNewName(name);
            setNewTouched(true);
            if (!idEdited) setNewId(stateIdFromName(name));
          }}
          validationState={newTouched && newNameError ? 'invalid' : undefined}
          errorMessage={newTouched && newNameError ? t(newNameError) : undefined}
        />
        <TextField
          label={t('dashboard.states.new-id')}
          value={newId}
          onChange={(id) => {
            setNewId(id);
            setIdEdited(true);
            setNewTouched(true);
          }}
          validationState={newTouched && newIdError ? 'invalid' : undefined}
          errorMessage={newTouched && newIdError ? t(newIdError) : undefined}
        />
        <ActionButton marginTop="size-300" isDisabled={!!newNameError || !!newIdError} onPress={add}>{t('dashboard.states.add')}</ActionButton>
      </Flex>
    </SaveCancelDialog>
  );
}
