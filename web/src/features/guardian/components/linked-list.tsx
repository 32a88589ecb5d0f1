import { useState, type ReactNode } from 'react';
import type { GuardianLinkView } from '#shared/schemas/guardian';
import { Button } from '@/components/button';
import { EndLinkDialog, END_LINK } from './end-link-dialog';

/** A date as people read it, such as "5 December 2026". */
export const dayOf = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
export const linkedSince = (iso: string) => `Linked since ${dayOf(iso)}`;

/**
 * Linked people (a teen's guardians, or a guardian's teens), each with End link and its confirm
 * dialog; `onEnded` drops the link from the list once the API has ended it.
 */
export function LinkedList({
  links,
  label,
  onEnded,
  details,
}: {
  links: GuardianLinkView[];
  label: string;
  onEnded: (linkId: string) => void;
  /** What each item shows under its name, such as a teen's week on the guardian's page. */
  details?: (link: GuardianLinkView) => ReactNode;
}) {
  const [ending, setEnding] = useState<GuardianLinkView | null>(null);
  return (
    <>
      <ul className="guardian-list" aria-label={label}>
        {links.map((link) => (
          <li key={link.linkId} className="guardian-list__item">
            <span>
              <strong>{link.firstName}</strong> <span className="guardian-list__since">{linkedSince(link.since)}</span>
            </span>
            <Button variant="secondary" onClick={() => setEnding(link)} aria-label={`${END_LINK} with ${link.firstName}`}>
              {END_LINK}
            </Button>
            {details?.(link)}
          </li>
        ))}
      </ul>
      {ending ? (
        <EndLinkDialog
          linkId={ending.linkId}
          name={ending.firstName}
          onClose={() => setEnding(null)}
          onEnded={() => {
            setEnding(null);
            onEnded(ending.linkId);
          }}
        />
      ) : null}
    </>
  );
}
