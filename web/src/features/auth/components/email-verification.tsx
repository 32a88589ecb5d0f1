import { useEffect, useState } from 'react';
import { messages } from '#shared/messages';
import { Alert } from '@/components/alert';
import { ButtonLink } from '@/components/button';
import { errorMessage } from '@/lib/api-client';
import { paths } from '@/paths';
import { verifyEmailOnce } from '../api/verify-email';

const VERIFY_FAILED = "We couldn't verify your email. The link may have expired or been used already.";

type Outcome = { status: 'verified' } | { status: 'failed'; message: string };
type View = { status: 'missing' } | { status: 'verifying' } | Outcome;

/** Applies the e-mail's code once and reports how it went, or that the link carries no code. */
function useEmailVerification(oobCode: string | null): View {
  const [result, setResult] = useState<{ code: string; outcome: Outcome } | null>(null);

  useEffect(() => {
    if (!oobCode) return undefined;
    let active = true;
    verifyEmailOnce(oobCode).then(
      () => {
        if (active) setResult({ code: oobCode, outcome: { status: 'verified' } });
      },
      (error: unknown) => {
        if (active) setResult({ code: oobCode, outcome: { status: 'failed', message: errorMessage(error, VERIFY_FAILED) } });
      },
    );
    return () => {
      active = false;
    };
  }, [oobCode]);

  if (!oobCode) return { status: 'missing' };
  return result?.code === oobCode ? result.outcome : { status: 'verifying' };
}

const titles: Record<View['status'], string> = {
  missing: 'This link is incomplete',
  verifying: 'Verifying your email',
  verified: messages.emailVerified.done,
  failed: "We couldn't verify your email",
};

/** The /email-verified screen: the page's heading and what to do next, for each outcome. */
export function EmailVerification({ oobCode }: { oobCode: string | null }) {
  const view = useEmailVerification(oobCode);
  return (
    <>
      <h1 id="page-title" className="auth-card__title">
        {titles[view.status]}
      </h1>
      {view.status === 'verifying' ? (
        <p role="status" className="auth-card__intro">
          <span className="spinner spinner--dark" aria-hidden="true" />
          Please wait a moment while we confirm your email address.
        </p>
      ) : null}
      {view.status === 'verified' ? (
        <>
          <p className="auth-card__intro">Thank you! You can now log in and start talking with your coach.</p>
          <ButtonLink to={paths.login.getHref()} block>
            {messages.emailVerified.goToLogin}
          </ButtonLink>
        </>
      ) : null}
      {view.status === 'failed' ? (
        <>
          <Alert>{view.message}</Alert>
          <p className="auth-switch">If your email is already verified, just log in. If not, logging in lets you ask for a new link.</p>
          <ButtonLink to={paths.login.getHref()} variant="secondary" block>
            Go to the login page
          </ButtonLink>
        </>
      ) : null}
      {view.status === 'missing' ? (
        <>
          <p className="auth-card__intro">
            The verification link is missing its code. Please open the link from your email again, or log in to get a new one.
          </p>
          <ButtonLink to={paths.login.getHref()} variant="secondary" block>
            Go to the login page
          </ButtonLink>
        </>
      ) : null}
    </>
  );
}
