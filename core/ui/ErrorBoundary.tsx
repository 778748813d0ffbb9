import { Component, type ErrorInfo, type ReactNode } from 'react';

export interface ErrorBoundaryProps {
  /** Rendered instead of the children after they threw. */
  fallback: (error: Error, retry: () => void) => ReactNode;
  /** Called once per caught error, e.g. to log it with the plugin's name. */
  onError?: (error: Error, info: ErrorInfo) => void;
  /** When this value changes, a failed boundary tries its children again. */
  resetKey?: unknown;
  children?: ReactNode;
}

/**
 * Catches render errors of its children so one failing plugin or widget never blanks
 * the console.
 *
 * @example
 * <ErrorBoundary fallback={(e) => <ErrorTile title="Clock" error={e} />}><Clock /></ErrorBoundary>
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { error: Error | null; key: unknown }> {
  override state = { error: null as Error | null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: ErrorBoundaryProps, state: { error: Error | null; key: unknown }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.props.onError?.(error, info);
  }

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, () => this.setState({ error: null })) : this.props.children;
  }
}
