import { Component, type ComponentType, type ErrorInfo, type ReactNode, useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { ServicesProvider } from '../../sdk/useService';
import type { WidgetDefinition } from '../../sdk/widgets';
import type { FrameWidgetState } from './FrameWidgetState';

/** Catches what the widget throws while rendering and tells the host (which shows its error tile). */
export class WidgetErrorBoundary extends Component<{ onError(error: unknown): void; children?: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

interface ViewProps {
  definition: WidgetDefinition<any>;
  state: FrameWidgetState;
  onRendered(): void;
}

/** Says `rendered` once the widget's first render is committed. */
function Rendered({ onRendered }: { onRendered(): void }) {
  useEffect(() => onRendered(), [onRendered]);
  return null;
}

/** The widget's component with the props the bridge feeds (settings over the widget's defaults, as in the host). */
const WidgetBody = observer(function WidgetBody({ definition, state, onRendered }: ViewProps) {
  const Widget = definition.component;
  const settings = { ...(definition.defaultSettings ?? {}), ...state.settings };
  return (
    <div style={{ position: 'relative', width: state.width, height: state.height, overflow: 'hidden' }}>
      <Widget settings={settings} width={state.width} height={state.height} config={state.config} ctx={state.ctx} />
      <Rendered onRendered={onRendered} />
    </div>
  );
});

/** React Spectrum's Provider and theme, when the frame loaded Spectrum for this bundle. */
export interface FrameSpectrum {
  Provider: ComponentType<Record<string, unknown> & { children?: ReactNode }>;
  defaultTheme: unknown;
}

/** Spectrum's Provider in the console's colour scheme and language, transparent over the dashboard cell. */
const SpectrumTheme = observer(function SpectrumTheme({ spectrum, state, children }: { spectrum: FrameSpectrum; state: FrameWidgetState; children: ReactNode }) {
  const { Provider, defaultTheme } = spectrum;
  return (
    <Provider theme={defaultTheme} colorScheme={state.theme} locale={state.locale} UNSAFE_style={{ background: 'transparent' }}>
      {children}
    </Provider>
  );
});

/** The whole tree the frame renders: the frame's services, Spectrum's theme when loaded, an error boundary, the widget. */
export function NativeWidgetView({ services, onError, spectrum, ...props }: ViewProps & {
  services: Parameters<typeof ServicesProvider>[0]['services']; onError(error: unknown): void; spectrum?: FrameSpectrum | null;
}) {
  const body = (
    <WidgetErrorBoundary onError={onError}>
      <WidgetBody {...props} />
    </WidgetErrorBoundary>
  );
  return (
    <ServicesProvider services={services}>
      {spectrum ? <SpectrumTheme spectrum={spectrum} state={props.state}>{body}</SpectrumTheme> : body}
    </ServicesProvider>
  );
}
