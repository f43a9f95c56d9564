import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What shows instead of the children once they have thrown. */
  fallback: ReactNode;
  /** Names the part of the page in the log. */
  name: string;
  /** Told once the children have failed (e.g. to stop waiting for them). */
  onError?: (error: Error) => void;
  /** A new value shows the children again (a route's boundary: the next page gets its chance). */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  failed: boolean;
  resetKey: unknown;
}

/**
 * reactfire throws a listener's error (permission denied, a document the converter refuses)
 * from the hook during render. A boundary around each data-driven part keeps one failed read
 * from blanking the whole page.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.name} could not be shown:`, error, info.componentStack);
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
