import { existsSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { render } from '@testing-library/react';
import { createElement } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LegalDocument } from '../../web/src/features/legal/legal-document';
import { SAFETY_PROTOCOL } from '../../web/src/features/legal/safety-protocol';
import { claimsIn, type Allowed } from './helpers/honesty-claims';
import { filesUnder, textsOfSource, visibleTexts } from './helpers/visible-text';

// jsdom gives import.meta.url a browser-like address; __dirname is the file's folder on disk.
const ROOT = resolve(__dirname, '../..');

/**
 * What under functions/ is not text for users: the model's prompts are instructions to the model,
 * the reply judge's policy names what a reply must never claim, and the crisis screen's patterns
 * are regular expressions that detect these very words.
 */
const NOT_FOR_USERS = ['functions/providers/coach/prompts/', 'functions/providers/reply-judge/', 'functions/safety/patterns/'];

/**
 * Where the user-visible words live: the shared messages and fixed safety texts, every string and
 * JSX text of the web app (its blog and legal pages included), the page shell, and every string of
 * the backend (the messages of its errors, the offline coach's replies).
 */
const SOURCES = [
  join(ROOT, 'shared/messages.ts'),
  join(ROOT, 'shared/error-messages.ts'),
  join(ROOT, 'shared/safety.ts'),
  join(ROOT, 'web/index.html'),
  ...filesUnder(join(ROOT, 'web/src'), ['.ts', '.tsx']),
  ...filesUnder(join(ROOT, 'functions'), ['.ts']).filter(
    (path) => !NOT_FOR_USERS.some((folder) => relative(ROOT, path).startsWith(folder)),
  ),
];

/** Reviewed exceptions; each says why the words do not call the product or the coach these things. */
const ALLOWED: readonly Allowed[] = [
  {
    file: 'functions/providers/coach/offline/goal-self-esteem.ts',
    phrase: 'Psychologists call that harsh inner voice self-criticism',
    reason: 'Cites what the profession calls an idea; it does not say the coach is one.',
  },
];

/** The crisis protocol's own text, also checked as it renders below. */
const SAFETY_PAGE = 'web/src/features/legal/safety-sections.tsx';

/**
 * A rendered page's sentences, block by block (paragraphs, list items, table cells, headings), so
 * the texts it shows from shared/ (the AI disclosure, the resources) are read in place too.
 */
function renderedSentences(container: HTMLElement): string[] {
  return [...container.querySelectorAll('h1, h2, h3, p, li, th, td')]
    .filter((block) => !block.querySelector('p, li'))
    .flatMap((block) => (block.textContent ?? '').split(/(?<=[.?!;:])\s+/))
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

describe('honesty about what the coach is (SAFETY.md 9)', () => {
  it('never calls the product therapy or the coach a therapist, counsellor or psychologist', () => {
    const texts = visibleTexts(ROOT, SOURCES);
    expect(texts.length).toBeGreaterThan(200);

    const claims = texts.flatMap(({ file, text }) => claimsIn(text, file, ALLOWED));

    expect(claims).toEqual([]);
  });

  it('reads the fixed disclosure, the coach’s greeting and the backend’s messages, so it is looking in the right places', () => {
    const entries = visibleTexts(ROOT, SOURCES);
    const texts = entries.map(({ text }) => text);
    expect(texts.some((text) => text.includes("I'm not a therapist or any kind of health professional"))).toBe(true);
    expect(
      texts.some((text) => /your AI coach, trained in positive psychology\. I'm an AI, not a person and not a therapist/.test(text)),
    ).toBe(true);
    expect(entries).toContainEqual({
      file: 'shared/error-messages.ts',
      text: 'Payments are not available right now. Please try again later.',
    });
    expect(entries).toContainEqual({ file: 'functions/http/request-input.ts', text: 'body: The request body is not valid JSON.' });
    // The published crisis protocol (/safety).
    expect(entries.some(({ file, text }) => file === SAFETY_PAGE && text.includes('is not a person, and not a therapist'))).toBe(true);
    // Each exclusion still names a folder, so none outlives what it was for.
    for (const folder of NOT_FOR_USERS) expect(existsSync(join(ROOT, folder)), folder).toBe(true);
  });

  it('keeps every allow-list entry in use, so a stale exception cannot hide a new claim', () => {
    const texts = visibleTexts(ROOT, SOURCES);
    for (const allowed of ALLOWED) {
      expect(
        texts.some(({ file, text }) => file === allowed.file && text.includes(allowed.phrase)),
        allowed.phrase,
      ).toBe(true);
    }
  });

  it.each([
    ['Blue Guardian is your pocket therapist.', 1],
    ['Online therapy for young people, any time.', 1],
    ['Meet Skye, your AI counselor.', 1],
    ['Our psychologists are here for you.', 1],
    ["I'm an AI, not a therapist or counsellor.", 0],
    ['Coaching and self-help, which is no substitute for therapy.', 0],
    ['If it keeps happening, talk to a therapist or your doctor.', 0],
    ['Find a licensed counselor near you.', 0],
    // Strict on purpose: a bare mention that is neither a denial nor a referral needs a reviewed allow-list entry.
    ['A counselor can help with this.', 1],
  ])('flags "%s" %i time(s)', (sentence, count) => {
    expect(claimsIn(sentence, 'example.ts', [])).toHaveLength(count);
  });

  it('takes a sentence split by JSX markup as one sentence', () => {
    const [entry] = textsOfSource('x.tsx', 'export const X = () => <p>I&apos;m {name}, an AI, not a\n  therapist.</p>;');
    expect(entry?.text).toBe("I'm … , an AI, not a therapist.");
    expect(claimsIn(entry?.text ?? '', 'x.tsx', [])).toEqual([]);
  });
});

describe('the published crisis protocol, as rendered (/safety; SAFETY.md 8 and 9)', () => {
  const sentences = () => {
    const { container } = render(createElement(MemoryRouter, null, createElement(LegalDocument, { doc: SAFETY_PROTOCOL })));
    return renderedSentences(container);
  };

  it('never calls the product therapy or the coach a therapist, counsellor or psychologist', () => {
    const read = sentences();
    expect(read.length).toBeGreaterThan(40);

    expect(read.flatMap((sentence) => claimsIn(sentence, SAFETY_PAGE, ALLOWED))).toEqual([]);
  });

  it('never says the coach is a person: every sentence about the AI and a person or a human denies it', () => {
    const read = sentences();
    const aboutBoth = read.filter((sentence) => /\b(Skye|coach|AI)\b/.test(sentence) && /\b(person|human|real)\b/i.test(sentence));
    expect(aboutBoth.length).toBeGreaterThanOrEqual(2);

    expect(aboutBoth.filter((sentence) => !/\b(not|never|no)\b/i.test(sentence))).toEqual([]);
    expect(read).toContain('Skye is not a person, and not a therapist, counsellor or any other health professional.');
    expect(read).toContain('It is not therapy, and it is no substitute for care from a doctor or another professional.');
  });
});
