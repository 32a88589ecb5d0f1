import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CRISIS_RESOURCES, INTERNATIONAL_RESOURCES } from '#shared/safety';
import { SosProvider } from '../sos-provider';
import { SosButton } from '@/components/sos/sos-button';
import '../plain-help.css';

interface State {
  failed: boolean;
}

/**
 * The help numbers as bare links, with nothing that could fail: no dialog, no icons, no state.
 * `tel:` and `sms:` still call or text in one tap.
 */
export function PlainHelpLinks() {
  const actions = [...CRISIS_RESOURCES, ...INTERNATIONAL_RESOURCES].flatMap((resource) => resource.actions);
  return (
    <nav aria-label="Get help now" className="plain-help">
      {/* role="list": Safari drops list semantics from a list styled without markers. */}
      <ul className="plain-help__list" role="list">
        {actions.map((action) => (
          <li key={`${action.kind}-${action.href}-${action.label}`}>
            {action.kind === 'link' ? (
              <a href={action.href} target="_blank" rel="noopener noreferrer">
                {action.label}
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            ) : (
              <a href={action.href}>{action.label}</a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The SOS button of the crash screen (SAFETY.md 4). That screen may be up because the SOS button,
 * the app's SOS dialog or its provider is what failed. So it brings a dialog of its own rather
 * than the app's, and if that fails too, the numbers show as plain links instead and the crash
 * screen itself still renders.
 */
export class SosWithFallback extends Component<Record<string, never>, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.warn('The SOS dialog failed; showing the help numbers as plain links', error, info.componentStack);
  }

  override render(): ReactNode {
    if (this.state.failed) return <PlainHelpLinks />;
    return (
      <SosProvider>
        <SosButton />
      </SosProvider>
    );
  }
}
