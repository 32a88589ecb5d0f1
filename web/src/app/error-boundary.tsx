import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SosWithFallback } from '@/features/safety/components/sos-with-fallback';
import './routes/not-found.css';

interface Props {
  children: ReactNode;
  /** Changing it (the location) clears a caught error, so navigating away recovers. */
  resetKey: string;
}

interface State {
  error: unknown;
  resetKey: string;
}

/**
 * Catches render errors, such as a page chunk that no longer exists after a deploy, and offers
 * a reload instead of a blank page, with SOS one tap away (SAFETY.md 4). That SOS loads with the
 * app itself, not with a page, so it works when a page's chunk is gone. It depends on nothing
 * above it, not even the app's SOS dialog, so it also works when that dialog is what crashed; if
 * it fails itself, the numbers show as plain links.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.resetKey ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Page failed to render', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <main id="main" className="page-status">
        <h1 className="page-status__title">Something went wrong</h1>
        <p>Sorry, this page could not be shown. Reloading usually fixes it.</p>
        <div className="coming-soon__actions">
          <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
            Reload the page
          </button>
          <SosWithFallback />
        </div>
      </main>
    );
  }
}
