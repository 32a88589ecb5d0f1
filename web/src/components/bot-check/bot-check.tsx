import { useEffect, useRef, useState } from 'react';
import { Alert } from '../alert';
import { loadWebConfig } from '@/lib/web-config';
import { useLatest } from '@/lib/use-latest';
import { loadTurnstile } from './load-turnstile';

const NOT_LOADED = 'The check could not be loaded. Please check your connection and try again.';
const CHECK_FAILED = 'The check did not go through. Please try it again.';

export interface BotCheckProps {
  /** The route's name (`login`): the server accepts the token only for that form. */
  action: string;
  /** Why the check is shown: the API's message. */
  message: string;
  /** Called with the token once the check is passed; the form sends it with its next submit. */
  onPassed: (token: string) => void;
}

/**
 * The bot check a form shows once the API asks for it (428 CHALLENGE_REQUIRED): the API's reason,
 * then the provider's widget. Mounting it afresh (a new `key`) gets a new token.
 */
export function BotCheck({ action, message, onPassed }: BotCheckProps) {
  const box = useRef<HTMLDivElement>(null);
  const passed = useLatest(onPassed);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    let widgetId: string | undefined;
    let cancelled = false;
    loadWebConfig()
      .then(async (config) => {
        if (!config.botCheck) throw new Error('No bot check is configured');
        const turnstile = await loadTurnstile(config.botCheck.scriptUrl);
        if (cancelled || !box.current) return;
        widgetId = turnstile.render(box.current, {
          sitekey: config.botCheck.siteKey,
          action,
          theme: 'auto',
          size: 'flexible',
          callback: (token) => {
            setProblem(null);
            passed.current(token);
          },
          'error-callback': () => setProblem(CHECK_FAILED),
          'expired-callback': () => setProblem(CHECK_FAILED),
        });
      })
      .catch(() => {
        if (!cancelled) setProblem(NOT_LOADED);
      });
    return () => {
      cancelled = true;
      if (widgetId) window.turnstile?.remove(widgetId);
    };
  }, [action, passed]);

  return (
    <div className="bot-check">
      <Alert tone="info">{message}</Alert>
      <div ref={box} className="bot-check__widget" />
      {problem ? <Alert>{problem}</Alert> : null}
    </div>
  );
}
