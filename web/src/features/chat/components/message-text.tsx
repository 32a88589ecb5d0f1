import { Fragment, useMemo, type ReactNode } from 'react';

/**
 * The coach's and the user's text, shown safely (spec section 2): React text nodes only, never
 * HTML, so markup in a message is shown as the characters it is. On top of paragraphs and line
 * breaks, the little formatting models write is drawn as elements built here: **bold**, and
 * lists whose lines start with "- ", "* " or "1. ". A search match marks the words
 * of the message that start with one of `marks`, case aside, with <mark>.
 */
export function MessageText({ text, marks }: { text: string; marks?: readonly string[] | undefined }) {
  const pattern = useMemo(() => markPattern(marks), [marks]);
  return <>{groupLines(text).map((group, key) => renderGroup(group, key, pattern))}</>;
}

const escapeRegExp = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whole words that begin with a searched word (so "walk" marks "walking"), in one capturing group. */
function markPattern(marks: readonly string[] | undefined): RegExp | null {
  const words = (marks ?? []).map((word) => word.trim()).filter(Boolean);
  if (words.length === 0) return null;
  return new RegExp(`((?<![\\p{L}\\p{N}])(?:${words.map(escapeRegExp).join('|')})[\\p{L}\\p{N}]*)`, 'giu');
}

/** Text with the words the pattern matches in <mark> (split keeps the captured matches at odd places). */
function marked(text: string, pattern: RegExp | null): ReactNode[] | string {
  if (!pattern) return text;
  return text.split(pattern).map((part, i) => (i % 2 === 1 ? <mark key={i}>{part}</mark> : part));
}

type Group = { kind: 'p' | 'ul' | 'ol'; lines: string[] };

const BULLET = /^\s*[-*•]\s+/;
const NUMBERED = /^\s*\d+[.)]\s+/;

/** Runs of lines of one kind; a blank line ends a paragraph. */
function groupLines(text: string): Group[] {
  const groups: Group[] = [];
  let continues = false;
  for (const line of text.split('\n')) {
    if (!line.trim()) {
      continues = false;
      continue;
    }
    const kind = BULLET.test(line) ? 'ul' : NUMBERED.test(line) ? 'ol' : 'p';
    const content = kind === 'ul' ? line.replace(BULLET, '') : kind === 'ol' ? line.replace(NUMBERED, '') : line;
    const last = groups.at(-1);
    if (continues && last?.kind === kind) last.lines.push(content);
    else groups.push({ kind, lines: [content] });
    continues = true;
  }
  return groups;
}

function renderGroup({ kind, lines }: Group, key: number, pattern: RegExp | null): ReactNode {
  if (kind !== 'p') {
    const items = lines.map((line, i) => <li key={i}>{inline(line, pattern)}</li>);
    return kind === 'ul' ? <ul key={key}>{items}</ul> : <ol key={key}>{items}</ol>;
  }
  return (
    <p key={key}>
      {lines.map((line, i) => (
        <span key={i}>
          {i > 0 ? <br /> : null}
          {inline(line, pattern)}
        </span>
      ))}
    </p>
  );
}

/** **bold** spans as <strong>; everything else, stray asterisks included, stays text. */
function inline(line: string, pattern: RegExp | null): ReactNode[] {
  return line
    .split(/(\*\*[^*\n]+\*\*)/g)
    .map((part, i) =>
      part.length > 4 && part.startsWith('**') && part.endsWith('**') ? (
        <strong key={i}>{marked(part.slice(2, -2), pattern)}</strong>
      ) : (
        <Fragment key={i}>{marked(part, pattern)}</Fragment>
      ),
    );
}
