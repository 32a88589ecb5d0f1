/**
 * The part of Cloudflare Turnstile's browser API the forms use
 * (https://developers.cloudflare.com/turnstile/get-started/client-side-rendering/). The local
 * stand-in (dev/bot-check-local.ts) defines the same object.
 */
export interface TurnstileOptions {
  sitekey: string;
  /** The form, signed into the token: the server refuses a token solved for another form. */
  action: string;
  callback: (token: string) => void;
  'error-callback'?: (code: string) => void;
  'expired-callback'?: () => void;
  theme?: 'auto' | 'light' | 'dark';
  size?: 'normal' | 'flexible' | 'compact';
}

export interface Turnstile {
  render(container: HTMLElement, options: TurnstileOptions): string | undefined;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: Turnstile;
  }
}

const loading = new Map<string, Promise<Turnstile>>();

/**
 * Loads the widget's script once per page, only when a form first asks for the check: most people
 * never see it, so nobody downloads it up front. Retried after a failure.
 */
export function loadTurnstile(scriptUrl: string): Promise<Turnstile> {
  let script = loading.get(scriptUrl);
  if (!script) {
    script = new Promise<Turnstile>((resolve, reject) => {
      const element = document.createElement('script');
      element.src = scriptUrl;
      element.async = true;
      element.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error('The check did not start')));
      element.onerror = () => reject(new Error('The check could not be loaded'));
      document.head.append(element);
    }).catch((error: unknown) => {
      loading.delete(scriptUrl);
      throw error;
    });
    loading.set(scriptUrl, script);
  }
  return script;
}
