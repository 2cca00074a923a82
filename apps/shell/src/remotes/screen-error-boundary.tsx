import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What to show instead of a screen that threw; `reset` renders the screen again. */
  fallback: (reset: () => void) => ReactNode;
  /** A new value (e.g. a reloaded contract) clears a previous failure. */
  resetKey: unknown;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: unknown;
}

/** Keeps a failing screen (render error, chunk that did not load) inside its own frame. */
export class ScreenErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A screen failed', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed
      ? this.props.fallback(() => this.setState({ failed: false }))
      : this.props.children;
  }
}
