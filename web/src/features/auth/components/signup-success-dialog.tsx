import { messages } from '#shared/messages';
import { ButtonLink } from '@/components/button';
import { Dialog } from '@/components/dialog';
import { paths } from '@/paths';

/** The popup after a successful sign-up (spec section 2), with its Login Page link. */
export function SignupSuccessDialog({ onClose }: { onClose: () => void }) {
  return (
    <Dialog title="Check your inbox" onClose={onClose}>
      <p>{messages.signup.thanks}</p>
      <div className="dialog__actions">
        <ButtonLink to={paths.login.getHref()} data-autofocus>
          Login Page
        </ButtonLink>
      </div>
    </Dialog>
  );
}
