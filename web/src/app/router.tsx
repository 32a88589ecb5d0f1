import { lazy, Suspense } from 'react';
import { Outlet, Route, Routes, useLocation } from 'react-router';
import { ErrorBoundary } from './error-boundary';
import { PageStatus } from '@/components/page-status';
import { ScrollToTop } from '@/components/scroll-to-top';
import { RedirectIfSignedIn } from '@/features/auth/components/redirect-if-signed-in';
import { RequireAuth } from '@/features/auth/components/require-auth';
import { SosProvider } from '@/features/safety/sos-provider';
import { paths } from '@/paths';

// One chunk per screen, so a first visit to /login downloads only the login screen.
const LandingRoute = lazy(() => import('./routes/landing'));
const SignupRoute = lazy(() => import('./routes/signup'));
const LoginRoute = lazy(() => import('./routes/login'));
const ForgotPasswordRoute = lazy(() => import('./routes/forgot-password'));
const ResetPasswordRoute = lazy(() => import('./routes/reset-password'));
const EmailVerifiedRoute = lazy(() => import('./routes/email-verified'));
const UnsubscribeRoute = lazy(() => import('./routes/unsubscribe'));
const AccountDeletedRoute = lazy(() => import('./routes/account-deleted'));
const BlogRoute = lazy(() => import('./routes/blog'));
const BlogPostRoute = lazy(() => import('./routes/blog-post'));
const PrivacyPolicyRoute = lazy(() => import('./routes/privacy-policy'));
const TermsRoute = lazy(() => import('./routes/terms-and-conditions'));
const SafetyRoute = lazy(() => import('./routes/safety'));
const DashboardRoute = lazy(() => import('./routes/dashboard'));
// Its own chunk: the chart library loads only here.
const InsightsRoute = lazy(() => import('./routes/insights'));
const GoalsRoute = lazy(() => import('./routes/goals'));
const MemoryRoute = lazy(() => import('./routes/memory'));
const BuddiesRoute = lazy(() => import('./routes/buddies'));
const BuddyInviteRoute = lazy(() => import('./routes/buddy-invite'));
const GuardianConfirmRoute = lazy(() => import('./routes/guardian-confirm'));
const GuardianRoute = lazy(() => import('./routes/guardian'));
const NotFoundRoute = lazy(() => import('./routes/not-found'));

/**
 * What every screen shares: scroll to top on navigation, a loading state, a crash screen, and the
 * one SOS dialog. The crash screen comes twice: outside the SOS dialog, so that a crash of the
 * dialog itself still gets a crash screen (whose SOS needs nothing above it), and inside it, so
 * that a page crashing under an open dialog leaves the dialog open.
 */
function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <ScrollToTop />
      <ErrorBoundary resetKey={pathname}>
        <SosProvider>
          <ErrorBoundary resetKey={pathname}>
            <Suspense fallback={<PageStatus>Loading…</PageStatus>}>
              <Outlet />
            </Suspense>
          </ErrorBoundary>
        </SosProvider>
      </ErrorBoundary>
    </>
  );
}

/** The screens of spec section 2, plus a 404 page for any other address. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route path={paths.home.path} element={<LandingRoute />} />
        <Route path={paths.signup.path} element={<SignupRoute />} />
        <Route
          path={paths.login.path}
          element={
            <RedirectIfSignedIn>
              <LoginRoute />
            </RedirectIfSignedIn>
          }
        />
        <Route path={paths.forgotPassword.path} element={<ForgotPasswordRoute />} />
        <Route path={paths.resetPassword.path} element={<ResetPasswordRoute />} />
        <Route path={paths.emailVerified.path} element={<EmailVerifiedRoute />} />
        <Route path={paths.unsubscribe.path} element={<UnsubscribeRoute />} />
        {/* No guard: the account is gone and the user signed out by the time they arrive. */}
        <Route path={paths.accountDeleted.path} element={<AccountDeletedRoute />} />
        <Route path={paths.blog.path} element={<BlogRoute />} />
        <Route path={paths.blogPost.path} element={<BlogPostRoute />} />
        <Route path={paths.privacyPolicy.path} element={<PrivacyPolicyRoute />} />
        <Route path={paths.terms.path} element={<TermsRoute />} />
        <Route path={paths.safety.path} element={<SafetyRoute />} />
        <Route
          path={paths.dashboard.path}
          element={
            <RequireAuth>
              <DashboardRoute />
            </RequireAuth>
          }
        />
        <Route
          path={paths.insights.path}
          element={
            <RequireAuth>
              <InsightsRoute />
            </RequireAuth>
          }
        />
        <Route
          path={paths.goals.path}
          element={
            <RequireAuth>
              <GoalsRoute />
            </RequireAuth>
          }
        />
        <Route
          path={paths.memory.path}
          element={
            <RequireAuth>
              <MemoryRoute />
            </RequireAuth>
          }
        />
        <Route
          path={paths.buddies.path}
          element={
            <RequireAuth>
              <BuddiesRoute />
            </RequireAuth>
          }
        />
        <Route
          path={paths.guardian.path}
          element={
            <RequireAuth>
              <GuardianRoute />
            </RequireAuth>
          }
        />
        {/* Open signed out: the page says who invites, and Log in or Sign up brings the invitee back here. */}
        <Route path={paths.buddyInvite.path} element={<BuddyInviteRoute />} />
        {/* Open signed out too: the page says who asks, and Log in or Sign up brings the guardian back here. */}
        <Route path={paths.guardianConfirm.path} element={<GuardianConfirmRoute />} />
        <Route path="*" element={<NotFoundRoute />} />
      </Route>
    </Routes>
  );
}
