import { type ComponentType, useState } from 'react';
import { render } from '@testing-library/react';
import { defaultTheme, Provider } from '@adobe/react-spectrum';
import { type RuleNodeEditorProps, ruleNodeScriptTestServiceRef, ServicesProvider } from '@tessera/sdk';
import { fakeServices } from '../../shared/fakeServices';

/** A change an editor reported. */
export interface Change<C> {
  value: C;
  errors: string[];
}

/**
 * Renders a node editor as the host does: controlled, in a Spectrum provider, with a
 * script test service whose dialog "saves" `savedScript`. No i18n instance: texts are keys.
 */
export function showEditor<C extends Record<string, unknown>>(
  Editor: ComponentType<RuleNodeEditorProps<C>>,
  initial: C,
  options: { disabled?: boolean; savedScript?: string } = {},
) {
  const changes: Change<C>[] = [];
  const tests: unknown[] = [];
  const services = fakeServices([[ruleNodeScriptTestServiceRef, { open: async (test: unknown) => (tests.push(test), options.savedScript) }]]);
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <Editor
        value={value}
        disabled={options.disabled ?? false}
        onChange={(next, errors) => {
          changes.push({ value: next, errors });
          setValue(next);
        }}
      />
    );
  }
  const view = render(
    <Provider theme={defaultTheme}>
      <ServicesProvider services={services}>
        <Harness />
      </ServicesProvider>
    </Provider>,
  );
  return { ...view, changes, tests, last: () => changes[changes.length - 1] };
}
