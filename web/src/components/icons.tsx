import type { ReactNode } from 'react';
/** Small inline icons: decorative, hidden from assistive technology, sized by the font. */

export function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="2" />
      {crossed ? <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M4 4l16 16" /> : null}
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path stroke="currentColor" strokeWidth="2" strokeLinecap="round" d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

/** The Blue Guardian mark: a shield holding a heart. */
export function LogoMark() {
  return (
    <svg className="logo-mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M16 2 4 6.5v8.3c0 7.3 5.1 13.4 12 15.2 6.9-1.8 12-7.9 12-15.2V6.5z" />
      <path className="logo-mark__heart" d="M16 22.5s-6-3.7-6-8a3.4 3.4 0 0 1 6-2.2 3.4 3.4 0 0 1 6 2.2c0 4.3-6 8-6 8z" />
    </svg>
  );
}

/** A 24-unit line icon drawn with the text colour: the shape every small icon here shares. */
export function StrokeIcon({ d, children }: { d?: string; children?: ReactNode }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        {d ? <path d={d} /> : null}
        {children}
      </g>
    </svg>
  );
}
