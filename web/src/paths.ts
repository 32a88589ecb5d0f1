import type { ChatGoal, ChatStyle } from '#shared/chat';
import { keptReturnTo } from '@/lib/return-to';

/**
 * Every screen's address, in one place (spec section 2). Components link with `paths.x.getHref()`
 * and the router matches `paths.x.path`, so a path is never spelled twice.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  signup: { path: '/signup', getHref: () => '/signup' },
  login: { path: '/login', getHref: () => '/login' },
  forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  /** The password-reset e-mail links here with `?oobCode=…`. */
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  emailVerified: { path: '/email-verified', getHref: () => '/email-verified' },
  /** Where a deleted account lands, signed out: that it is done and what is kept. */
  accountDeleted: { path: '/account-deleted', getHref: () => '/account-deleted' },
  /** The weekly summary e-mail links here with `?token=…`; no login needed. */
  unsubscribe: { path: '/unsubscribe', getHref: () => '/unsubscribe' },
  blog: { path: '/blog', getHref: () => '/blog' },
  blogPost: { path: '/blog/:slug', getHref: (slug: string) => `/blog/${encodeURIComponent(slug)}` },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  terms: { path: '/terms-and-conditions', getHref: () => '/terms-and-conditions' },
  /** The published crisis protocol. */
  safety: { path: '/safety', getHref: () => '/safety' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  /** Trends across sessions and each session's report. */
  insights: { path: '/dashboard/insights', getHref: () => '/dashboard/insights' },
  /** Goals, the daily check-in, the streak and the weekly WHO-5. */
  goals: { path: '/dashboard/goals', getHref: () => '/dashboard/goals' },
  /** What the coach remembers between sessions, each note to see, change or delete. */
  memory: { path: '/dashboard/memory', getHref: () => '/dashboard/memory' },
  /** Accountability buddies, the week's board, what the user shares, and invitations. */
  buddies: { path: '/dashboard/buddies', getHref: () => '/dashboard/buddies' },
  /** An invitation's link: the invitee, signed in, accepts or declines it here. */
  buddyInvite: { path: '/buddies/invite/:token', getHref: (token: string) => `/buddies/invite/${encodeURIComponent(token)}` },
  /** A guardian's link (functions/domain/mail/guardian-emails.ts): the guardian, signed in, confirms here. */
  /** A guardian's page: their linked teens, since when, and ending a link. */
  guardian: { path: '/guardian', getHref: () => '/guardian' },
  guardianConfirm: { path: '/guardian/confirm/:token', getHref: (token: string) => `/guardian/confirm/${encodeURIComponent(token)}` },
} as const;

/**
 * The router state that opens the dashboard on a new session's draft with this goal and style:
 * a recommendation on the Insights page starts a session in one click.
 */
export interface StartSessionState {
  startSession: { goal: ChatGoal; style: ChatStyle };
}

/** The router state a successful login navigates with (spec section 4). */
export interface FromAuthState {
  fromAuth: true;
  fromLogin?: true;
}

/** Where the user was when they were sent to log in: /login takes them back there afterwards. */
export interface ReturnTo {
  pathname: string;
  search?: string;
  hash?: string;
}

/** The router state of /login when a guard or an ended session sent the user there. */
export interface LoginState {
  from?: ReturnTo;
}

/**
 * The address to go to after logging in: where the user came from (the router's state, else the
 * address kept for a visitor who signed up on the way, lib/return-to.ts), else the dashboard.
 */
export function afterLoginHref(state: unknown): string {
  const from = (state as LoginState | null)?.from;
  const kept = keptReturnTo();
  // Only an address inside the app, and never /login itself (that would loop).
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/') || from.pathname.startsWith('//')) {
    return kept && !kept.startsWith(paths.login.path) ? kept : paths.dashboard.getHref();
  }
  if (from.pathname === paths.login.path) return paths.dashboard.getHref();
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
