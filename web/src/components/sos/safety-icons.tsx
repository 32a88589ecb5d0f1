import { StrokeIcon } from '../icons';

/** The icons of the help links: decorative, hidden from assistive technology, sized by the font. */

export const PhoneIcon = () => (
  <StrokeIcon d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z" />
);

export const MessageIcon = () => <StrokeIcon d="M4 5h16v11H9l-5 4z" />;

export const GlobeIcon = () => (
  <StrokeIcon d="M3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18">
    <circle cx="12" cy="12" r="9" />
  </StrokeIcon>
);
