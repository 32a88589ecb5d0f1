import { existsSync, readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { RISK_TIERS, type RiskTier } from '#shared/safety';
import type { ScreenInput, ScreenResult } from '../functions/safety/screen';

/**
 * Message files for the crisis screen's command (`npm run screen`), benchmark and quality test:
 * reading CSV and JSONL, and the figures that measure the screen on a labelled set.
 */

export interface Message extends ScreenInput {
  /** The reviewed tier, when the file is labelled. */
  tier?: RiskTier;
  note?: string;
  /** Whose risk the label is about: the writer's own, someone else's (a friend, a song), or nobody's. */
  writer?: 'self' | 'other' | 'none';
  /** The harm of docs/safety.md the label is about (`suicide-self-harm`, `eating-disorder`, ...), or `none`. */
  category?: string;
  /** The message's language: English, Spanish, or the two mixed (Spanglish). */
  lang?: Language;
}

export const LANGUAGES = ['en', 'es', 'mixed'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A clear message for people running the command; thrown for a missing file or column, a bad line. */
export class DatasetError extends Error {}

/** RFC 4180 CSV: quoted fields may hold commas, newlines and doubled quotes; CRLF or LF. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (quoted) throw new DatasetError('The CSV ends inside a quoted field (a missing closing ")');
  if (field !== '' || row.length > 0) rows.push([...row, field]);
  // Blank lines are not data rows.
  return rows.filter((cells) => cells.length > 1 || cells[0]!.trim() !== '');
}

const asTier = (value: unknown, where: string): RiskTier | undefined => {
  if (value === undefined || value === null || value === '') return undefined;
  const tier = String(value).trim().toLowerCase();
  if (!(RISK_TIERS as readonly string[]).includes(tier))
    throw new DatasetError(`${where}: tier must be none, a, b or c, not "${String(value)}"`);
  return tier as RiskTier;
};

function fromCsv(text: string): Message[] {
  const [header, ...rows] = parseCsv(text.replace(/^\uFEFF/, ''));
  const columns = (header ?? []).map((name) => name.trim().toLowerCase());
  const textColumn = columns.indexOf('text');
  if (textColumn < 0) throw new DatasetError(`The CSV has no "text" column (its header: ${columns.join(', ') || 'empty'})`);
  const tierColumn = columns.findIndex((name) => name === 'tier' || name === 'label');
  return rows.map((cells, index) => ({
    text: cells[textColumn] ?? '',
    tier: tierColumn < 0 ? undefined : asTier(cells[tierColumn], `Row ${index + 1}`),
  }));
}

function fromJsonl(text: string): Message[] {
  const messages: Message[] = [];
  text.split(/\r?\n/).forEach((line, index) => {
    if (!line.trim()) return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new DatasetError(`Line ${index + 1} is not valid JSON`);
    }
    const item = value as Partial<Record<'text' | 'tier' | 'note' | 'writer' | 'category' | 'lang', unknown>> & { previous?: unknown };
    if (typeof item?.text !== 'string') throw new DatasetError(`Line ${index + 1} has no "text" string`);
    const previous = Array.isArray(item.previous) ? item.previous.filter((p): p is string => typeof p === 'string') : undefined;
    messages.push({
      text: item.text,
      previous,
      tier: asTier(item.tier, `Line ${index + 1}`),
      note: typeof item.note === 'string' ? item.note : undefined,
      writer: item.writer === 'self' || item.writer === 'other' || item.writer === 'none' ? item.writer : undefined,
      category: typeof item.category === 'string' ? item.category : undefined,
      lang: (LANGUAGES as readonly unknown[]).includes(item.lang) ? (item.lang as Language) : undefined,
    });
  });
  return messages;
}

/** Reads a .csv (a `text` column) or a .jsonl / .ndjson file (objects with `text`). */
export function readMessages(file: string): Message[] {
  if (!existsSync(file)) throw new DatasetError(`No such file: ${file}`);
  const text = readFileSync(file, 'utf8');
  const extension = extname(file).toLowerCase();
  if (extension === '.jsonl' || extension === '.ndjson') return fromJsonl(text);
  if (extension === '.csv') return fromCsv(text);
  // Another extension: JSON lines start with "{", anything else is read as CSV.
  return text.trimStart().startsWith('{') ? fromJsonl(text) : fromCsv(text);
}

const RANK: Record<RiskTier, number> = { none: 0, a: 1, b: 2, c: 3 };

export interface Figures {
  messages: number;
  crisis: number;
  /** Crisis messages screened as any crisis tier / all crisis messages. */
  recall: number;
  /** Messages screened as crisis that are labelled crisis / all screened as crisis. */
  precision: number;
  /** Screened tier equals the label. */
  exact: number;
  /** Screened lower than labelled, by label tier (c is the worst error). */
  underTriage: Record<RiskTier, number>;
  overTriage: number;
  /** Messages labelled tier c screened as c, of all labelled c: every one should be. */
  cAtC: { screened: number; of: number };
  /**
   * Supporters: messages about someone else's risk (writer "other") labelled (a) at most, screened
   * at tier b or c, of all of them. Someone else's emergency happening now is (c) by its label
   * (docs/safety.md, "The tiers") and is not counted here.
   */
  othersRaised: { screened: number; of: number };
  /** Messages labelled none screened at any tier, of all labelled none. */
  noneFlagged: { screened: number; of: number };
  /** Messages labelled none screened at tier b or c, of all labelled none: none should be. */
  noneRaised: { screened: number; of: number };
  /** Messages labelled b or c screened at b or higher, of all labelled b or c. */
  bcAtLeastB: { screened: number; of: number };
  /** Messages labelled c screened at b or higher (at least a fixed reply, never the model), of all labelled c. */
  cAtLeastB: { screened: number; of: number };
  /** confusion[label][screened] */
  confusion: Record<RiskTier, Record<RiskTier, number>>;
}

/** Recall, precision, exact-tier accuracy and triage errors of `screen` on labelled messages. */
export function measure(messages: readonly Message[], screen: (input: ScreenInput) => ScreenResult): Figures {
  const zero = (): Record<RiskTier, number> => ({ none: 0, a: 0, b: 0, c: 0 });
  const confusion = { none: zero(), a: zero(), b: zero(), c: zero() };
  const underTriage = zero();
  let truePositives = 0;
  let screenedCrisis = 0;
  let crisis = 0;
  let exact = 0;
  let overTriage = 0;
  const cAtC = { screened: 0, of: 0 };
  const othersRaised = { screened: 0, of: 0 };
  const noneFlagged = { screened: 0, of: 0 };
  const noneRaised = { screened: 0, of: 0 };
  const bcAtLeastB = { screened: 0, of: 0 };
  const cAtLeastB = { screened: 0, of: 0 };
  const labelled = messages.filter((message): message is Message & { tier: RiskTier } => message.tier !== undefined);
  for (const message of labelled) {
    const { tier } = screen({ text: message.text, previous: message.previous });
    confusion[message.tier][tier]++;
    if (message.tier !== 'none') crisis++;
    if (tier !== 'none') screenedCrisis++;
    if (tier !== 'none' && message.tier !== 'none') truePositives++;
    if (tier === message.tier) exact++;
    if (RANK[tier] < RANK[message.tier]) underTriage[message.tier]++;
    if (RANK[tier] > RANK[message.tier]) overTriage++;
    count(cAtC, message.tier === 'c', tier === 'c');
    count(othersRaised, message.writer === 'other' && RANK[message.tier] <= RANK.a, RANK[tier] >= RANK.b);
    count(noneFlagged, message.tier === 'none', tier !== 'none');
    count(noneRaised, message.tier === 'none', RANK[tier] >= RANK.b);
    count(bcAtLeastB, RANK[message.tier] >= RANK.b, RANK[tier] >= RANK.b);
    count(cAtLeastB, message.tier === 'c', RANK[tier] >= RANK.b);
  }
  return {
    messages: labelled.length,
    crisis,
    recall: crisis ? truePositives / crisis : 1,
    precision: screenedCrisis ? truePositives / screenedCrisis : 1,
    exact: labelled.length ? exact / labelled.length : 1,
    underTriage,
    overTriage,
    cAtC,
    othersRaised,
    noneFlagged,
    noneRaised,
    bcAtLeastB,
    cAtLeastB,
    confusion,
  };
}

/**
 * The same figures for each group of messages: by harm category (`category`), by language
 * (`lang`), or any other key; messages without the key are left out. Groups in first-seen order.
 */
export function measureBy(
  messages: readonly Message[],
  screen: (input: ScreenInput) => ScreenResult,
  groupOf: (message: Message) => string | undefined,
): Map<string, Figures> {
  const groups = new Map<string, Message[]>();
  for (const message of messages) {
    const group = groupOf(message);
    if (group !== undefined) groups.set(group, [...(groups.get(group) ?? []), message]);
  }
  return new Map([...groups].map(([group, members]) => [group, measure(members, screen)]));
}

/** Counts a message into a rate when it belongs to it. */
function count(rate: { screened: number; of: number }, belongs: boolean, screened: boolean): void {
  if (!belongs) return;
  rate.of++;
  if (screened) rate.screened++;
}
