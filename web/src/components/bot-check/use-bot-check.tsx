import { useRef, useState, type ReactNode } from 'react';
import { ApiError } from '@/lib/api-client';
import { BotCheck } from './bot-check';

export interface BotCheckStep {
  /** The token to send with this submit, once; `{}` until the person passed the check. */
  takeToken(): { challengeToken?: string };
  /** Whether a failure was the API asking for the check; if so, shows it (a fresh one). */
  asked(error: unknown): boolean;
  /** Hides the check after the form went through. */
  clear(): void;
  /** The check, where the form wants it (above its submit button); null until asked. */
  element: ReactNode;
}

/**
 * The bot-check step of a form whose route may ask for it (login, sign-up, forgot password,
 * resend). `onPassed` runs when the person passes: the form submits itself again, with the token.
 */
export function useBotCheck(action: string, onPassed: () => void): BotCheckStep {
  const [request, setRequest] = useState<{ message: string; attempt: number } | null>(null);
  const token = useRef<string | undefined>(undefined);
  return {
    takeToken() {
      const value = token.current;
      token.current = undefined;
      return value ? { challengeToken: value } : {};
    },
    asked(error) {
      if (!(error instanceof ApiError && error.code === 'CHALLENGE_REQUIRED')) return false;
      setRequest((previous) => ({ message: error.message, attempt: (previous?.attempt ?? 0) + 1 }));
      return true;
    },
    clear() {
      token.current = undefined;
      setRequest(null);
    },
    element: request ? (
      <BotCheck
        key={request.attempt}
        action={action}
        message={request.message}
        onPassed={(value) => {
          token.current = value;
          onPassed();
        }}
      />
    ) : null,
  };
}
