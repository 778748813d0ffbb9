// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ActionButton } from '@adobe/react-spectrum/ActionButton';
import { Provider } from '@adobe/react-spectrum/Provider';
import { defaultTheme } from '@adobe/react-spectrum/defaultTheme';
import { ConfirmDialog, ConfirmTrigger } from '../../../core/components/dialogs/ConfirmDialog';

// No i18n instance: the default labels show as their keys.
afterEach(cleanup);

/** A page with a list of names, each with a delete button that asks first. */
function Page(props: { log: string[]; pending?: boolean }) {
  const [names, setNames] = useState(['alpha', 'beta']);
  const [deleting, setDeleting] = useState<string | null>(null);
  return (
    <Provider theme={defaultTheme}>
      {names.map((name) => <button key={name} type="button" onClick={() => setDeleting(name)}>{`delete ${name}`}</button>)}
      <ConfirmDialog
        target={deleting}
        texts={(name) => ({ title: `Delete ${name}?`, message: `${name} cannot be recovered.`, isPending: props.pending })}
        onConfirm={(name) => {
          props.log.push(`confirm ${name}`);
          setNames((list) => list.filter((n) => n !== name));
        }}
        onClose={() => {
          props.log.push('close');
          setDeleting(null);
        }}
      />
    </Provider>
  );
}

const click = async (el: HTMLElement) => {
  await act(async () => { fireEvent.click(el); });
};

describe('ConfirmDialog', () => {
  it('is closed until a target is set, then asks with the title, the message and the default labels', async () => {
    render(<Page log={[]} />);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await click(screen.getByRole('button', { name: 'delete beta' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete beta?' });
    expect(dialog.textContent).toContain('beta cannot be recovered.');
    expect(screen.getByRole('button', { name: 'action.cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'action.delete' })).toBeTruthy();
    // Focus is inside the dialog (the modal traps it there).
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('confirming closes first, then runs the action for the target it was opened for', async () => {
    const log: string[] = [];
    render(<Page log={log} />);
    await click(screen.getByRole('button', { name: 'delete alpha' }));
    await click(screen.getByRole('button', { name: 'action.delete' }));
    expect(log).toEqual(['close', 'confirm alpha']);
    expect(screen.queryByRole('button', { name: 'delete alpha' })).toBeNull();
    expect(screen.getByRole('button', { name: 'delete beta' })).toBeTruthy();
  });

  it('Cancel and Escape close without running the action', async () => {
    const log: string[] = [];
    render(<Page log={log} />);
    await click(screen.getByRole('button', { name: 'delete alpha' }));
    await click(screen.getByRole('button', { name: 'action.cancel' }));
    await click(screen.getByRole('button', { name: 'delete beta' }));
    await act(async () => { fireEvent.keyDown(screen.getByRole('alertdialog'), { key: 'Escape' }); });
    expect(log).toEqual(['close', 'close']);
    expect(screen.getAllByRole('button', { name: /^delete / })).toHaveLength(2);
  });

  it('keeps the confirm button disabled while pending', async () => {
    const log: string[] = [];
    render(<Page log={log} pending />);
    await click(screen.getByRole('button', { name: 'delete alpha' }));
    const confirm = screen.getByRole('button', { name: 'action.delete' });
    expect(confirm.hasAttribute('disabled')).toBe(true);
    await click(confirm);
    expect(log).toEqual([]);
  });
});

describe('ConfirmTrigger', () => {
  it('opens from its own button with the given labels and confirms', async () => {
    const log: string[] = [];
    render(
      <Provider theme={defaultTheme}>
        <ConfirmTrigger
          trigger={<ActionButton aria-label="Delete widget">x</ActionButton>}
          texts={{ title: 'Delete widget Temperature?', message: 'It goes.', cancelLabel: 'No', confirmLabel: 'Remove', variant: 'warning' }}
          onConfirm={() => log.push('confirm')}
        />
      </Provider>,
    );
    await click(screen.getByRole('button', { name: 'Delete widget' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete widget Temperature?' }).textContent).toContain('It goes.');
    await click(screen.getByRole('button', { name: 'No' }));
    expect(log).toEqual([]);
    await click(screen.getByRole('button', { name: 'Delete widget' }));
    await click(screen.getByRole('button', { name: 'Remove' }));
    expect(log).toEqual(['confirm']);
  });
});
