import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Alert } from '@/components/alert';

interface State {
  failed: boolean;
}

/**
 * Keeps a panel that could not load (offline, or a chunk gone after a deploy) inside its tab:
 * without it the page's own error screen would replace everything, the phone numbers included.
 */
export class LoadBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn('A help panel failed to load', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert>
        This part could not load. Please check your connection and try again later. The phone numbers under &ldquo;Talk to someone&rdquo;
        work without a connection.
      </Alert>
    );
  }
}
