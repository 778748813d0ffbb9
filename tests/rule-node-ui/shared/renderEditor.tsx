import { render } from '@testing-library/react';
import { useState, type ComponentType } from 'react';
import { defaultTheme, Provider } from '@adobe/react-spectrum';
import { type RuleNodeEditorContext, type RuleNodeEditorProps, type ServiceHolder, ServicesProvider } from '@tessera/sdk';
import { fakeServices } from './fakeServices';

// jsdom's screen is 0 px wide: Spectrum would draw combo boxes as their mobile (tray) variant.
if (typeof window !== 'undefined' && window.screen.width < 1024) Object.defineProperty(window.screen, 'width', { value: 1280, configurable: true });

/**
 * Renders an editor the way the host's dialog does: controlled, its value replaced by
 * each `onChange`. `changes` records what it reported (value and errors).
 */
export function renderEditor<C>(
  Editor: ComponentType<RuleNodeEditorProps<C>>,
  value: C,
  options: { services?: ServiceHolder; disabled?: boolean; context?: RuleNodeEditorContext } = {},
) {
  const changes: { value: C; errors: string[] }[] = [];
  function Host() {
    const [current, setCurrent] = useState(value);
    return (
      <Editor
        value={current}
        onChange={(next, errors) => {
          changes.push({ value: next, errors });
          setCurrent(next);
        }}
        disabled={options.disabled ?? false}
        context={options.context}
      />
    );
  }
  const result = render(
    <Provider theme={defaultTheme}>
      <ServicesProvider services={options.services ?? fakeServices()}>
        <Host />
      </ServicesProvider>
    </Provider>,
  );
  const last = () => changes[changes.length - 1];
  return { ...result, changes, last };
}
