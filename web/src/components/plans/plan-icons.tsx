import { StrokeIcon } from '../icons';

/** Beside a feature the plan includes; the words "Included:" say it to screen readers. */
export function IncludedIcon() {
  return <StrokeIcon d="M5 12.5l4.5 4.5L19 7.5" />;
}

/** Beside a feature the plan leaves out. */
export function ExcludedIcon() {
  return <StrokeIcon d="M7 7l10 10M17 7L7 17" />;
}
