import { readLocal, removeLocal, storageKeys, writeLocal } from './storage-keys';

/**
 * Where a signed-out visitor was going, kept across sign-up and e-mail verification (such as a
 * buddy invitation opened before having an account). The router's state carries it to /login,
 * but a sign-up goes through an e-mail opened in another tab, so it is also kept in localStorage,
 * for a day, and forgotten once the user arrives there.
 */

const KEPT_MS = 24 * 60 * 60 * 1000;

/** Remembers an address inside the app to come back to after signing in. */
export function keepReturnTo(href: string, now: number = Date.now()): void {
  writeLocal(storageKeys.returnTo, JSON.stringify({ href, at: now }));
}

/** The address kept by keepReturnTo, if it is recent and inside the app. */
export function keptReturnTo(now: number = Date.now()): string | undefined {
  const raw = readLocal(storageKeys.returnTo);
  if (raw === null) return undefined;
  try {
    const { href, at } = JSON.parse(raw) as { href?: unknown; at?: unknown };
    const inside = typeof href === 'string' && href.startsWith('/') && !href.startsWith('//');
    return inside && typeof at === 'number' && now - at < KEPT_MS ? href : undefined;
  } catch {
    return undefined;
  }
}

/** Forgets the kept address once the user has arrived there. */
export function arrivedAt(href: string): void {
  if (readLocal(storageKeys.returnTo) !== null && keptReturnTo() === href) removeLocal(storageKeys.returnTo);
}
