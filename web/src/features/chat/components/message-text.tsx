import type { ReactNode } from 'react';

/**
 * The coach's and the user's text, shown safely (spec section 2): React text nodes only, never
 * HTML, so markup in a message is shown as the characters it is. On top of paragraphs and line
 * breaks, the little formatting models write is drawn as elements built here: **bold**, and
 * lists whose lines start with "- ", "* " or "1. ".
 */
export function MessageText({ text }: { text: string }) {
  return <>{groupLines(text).map(renderGroup)}</>;
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

function renderGroup({ kind, lines }: Group, key: number): ReactNode {
  if (kind !== 'p') {
    const items = lines.map((line, i) => <li key={i}>{inline(line)}</li>);
    return kind === 'ul' ? <ul key={key}>{items}</ul> : <ol key={key}>{items}</ol>;
  }
  return (
    <p key={key}>
      {lines.map((line, i) => (
        <span key={i}>
          {i > 0 ? <br /> : null}
          {inline(line)}
        </span>
      ))}
    </p>
  );
}

/** **bold** spans as <strong>; everything else, stray asterisks included, stays text. */
function inline(line: string): ReactNode[] {
  return line
    .split(/(\*\*[^*\n]+\*\*)/g)
    .map((part, i) =>
      part.length > 4 && part.startsWith('**') && part.endsWith('**') ? <strong key={i}>{part.slice(2, -2)}</strong> : part,
    );
}
