import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// No test loads the Firebase web SDK: every test sees this stand-in for the one module that opens
// it. Tests of the Google flows set its answers (vi.mocked(signInWithGoogle)…); the default is a
// pop-up the user closed, which makes no request and shows nothing.
vi.mock('../../web/src/lib/auth/google/google-auth', () => ({
  prefetchGoogleAuth: vi.fn(() => () => {}),
  signInWithGoogle: vi.fn(async () => ({ status: 'cancelled' })),
  linkGoogleProvider: vi.fn(async () => ({ status: 'cancelled' })),
}));

// The first render of a lazy page transforms its modules on demand, which can pass the default
// 1 s of findBy* on a busy machine.
configure({ asyncUtilTimeout: 5_000 });

// jsdom's window is 1024 px wide, where the dashboard's menu starts closed (spec: open above
// 1024 px). Tests see a laptop screen unless they choose a width (test/web/helpers/viewport.ts).
beforeEach(() => {
  window.innerWidth = 1280;
});

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

// jsdom has <dialog> without its methods. This stand-in keeps the parts the app relies on:
// showModal/close toggle `open`, Escape fires a cancelable `cancel`, and close fires `close`.
if (typeof HTMLDialogElement.prototype.showModal !== 'function') {
  const escapeListeners = new WeakMap<HTMLDialogElement, (event: KeyboardEvent) => void>();

  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    if (this.open) return;
    this.setAttribute('open', '');
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !this.open) return;
      const cancel = new Event('cancel', { cancelable: true });
      if (this.dispatchEvent(cancel)) this.close();
    };
    escapeListeners.set(this, onKeyDown);
    document.addEventListener('keydown', onKeyDown);
  };

  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    const onKeyDown = escapeListeners.get(this);
    if (onKeyDown) document.removeEventListener('keydown', onKeyDown);
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom does not lay out or scroll; the app calls these on navigation.
window.scrollTo = () => {};
Element.prototype.scrollIntoView = function scrollIntoView() {};
