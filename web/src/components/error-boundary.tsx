import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What shows instead of the children once they have thrown. */
  fallback: ReactNode;
  /** Names the part of the page in the log. */
  name: string;
  /** Told once the children have failed (e.g. to stop waiting for them). */
  onError?: (error: Error) => void;
  children: ReactNode;
}

/**
 * reactfire throws a listener's error (permission denied, a document the converter refuses)
 * from the hook during render. A boundary around each data-driven part keeps one failed read
 * from blanking the whole page.
 */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.name} could not be shown:`, error, info.componentStack);
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
