import { useEffect, useRef, useState } from 'react';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { LINK_COPIED } from '../copy';

export const COPY_FAILED = "We couldn't copy the link. Select it in the field and copy it yourself.";

/**
 * A new invitation's link, shown once (the server keeps only its hash): a read-only field that
 * takes focus and selects itself, and Copy, which says when it worked.
 */
export function InviteLink({ link }: { link: string }) {
  const fieldRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);

  // Keyed by its link, so a new link starts afresh and takes focus once.
  useEffect(() => {
    fieldRef.current?.focus();
    fieldRef.current?.select();
  }, []);

  const copy = async () => {
    setCopied(false);
    setFailed(false);
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch (failure) {
      console.warn('Could not copy the invitation link', failure);
      setFailed(true);
    }
  };

  return (
    <div className="buddy-link">
      <TextField
        ref={fieldRef}
        label="Invitation link"
        hint="Send it to one friend only: anyone with the link can accept it."
        value={link}
        readOnly
        onFocus={(event) => event.target.select()}
      />
      <div className="buddy-actions">
        <Button variant="secondary" onClick={() => void copy()}>
          Copy <span className="visually-hidden">the invitation link</span>
        </Button>
      </div>
      <div role="status" className="buddies-status">
        {copied ? <p className="alert alert--success">{LINK_COPIED}</p> : null}
      </div>
      {failed ? <Alert>{COPY_FAILED}</Alert> : null}
    </div>
  );
}
