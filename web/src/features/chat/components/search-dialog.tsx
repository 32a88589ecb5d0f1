import { useEffect, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { searchWords } from '#shared/search';
import type { SearchResult } from '#shared/schemas/search';
import { Alert } from '@/components/alert';
import { Dialog } from '@/components/dialog';
import { errorMessage } from '@/lib/api-client';
import { searchChats } from '../api/search-chats';
import { sessionTitle } from '../sessions';
import './search-dialog.css';

/** Quiet time after the last key before searching, so typing a word sends one request, not one per letter. */
export const SEARCH_DEBOUNCE_MS = 250;
const SEARCH_FAILED = "We couldn't search your sessions just now. Please try again.";

/** Where to open the chosen session: at the matching message, with the words to highlight there. */
export interface SearchChoice {
  chatId: string;
  focus?: { messageId: string; words: string[] };
}

/**
 * Whether the search dialog is open, for the page that shows it. The dashboard holds it; anything
 * else that opens search (the side menu's button, a keyboard shortcut) calls `open`.
 */
export function useSessionSearch() {
  const [isOpen, setOpen] = useState(false);
  return { isOpen, open: () => setOpen(true), close: () => setOpen(false) };
}

type SearchState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'done'; results: SearchResult[]; more: boolean; words: string[] }
  | { status: 'error'; message: string };

/** The polite status line: what the search found, in words a screen reader reads once. */
function statusText(state: SearchState): string {
  if (state.status === 'searching') return 'Searching…';
  if (state.status !== 'done') return '';
  const count = state.results.length;
  if (!count) return 'No sessions match. Try another word.';
  const found = `${count} ${count === 1 ? 'session' : 'sessions'} found`;
  return state.more ? `${found}. More match: add a word to narrow it.` : `${found}.`;
}

/** The snippet with its matching words in <mark>. */
function Highlighted({ text, ranges }: { text: string; ranges: SearchResult['highlights'] }) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    if (start < at || end > text.length) continue;
    if (start > at) parts.push(text.slice(at, start));
    parts.push(<mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  parts.push(text.slice(at));
  return <>{parts}</>;
}

const dateOf = (iso: string): string => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

export interface SearchDialogProps {
  onClose: () => void;
  /** A result was chosen: open that session at the match. */
  onChoose: (choice: SearchChoice) => void;
}

/**
 * "Search sessions": a search box over the titles and messages of the user's sessions.
 * A combobox: the arrow keys move through the results while typing, Enter opens the one chosen.
 * Requests wait for a pause in typing, and a newer search cancels the one still running.
 */
export function SearchDialog({ onClose, onChoose }: SearchDialogProps) {
  const [query, setQuery] = useState('');
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const [active, setActive] = useState(-1);
  const listId = useId();
  const inputId = useId();
  const optionId = (index: number) => `${listId}-${index}`;

  useEffect(() => {
    const text = query.trim();
    // An emptied box went back to idle as it was emptied (onChange).
    if (!text) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      setState({ status: 'searching' });
      searchChats(text, controller.signal).then(
        ({ results, more }) => {
          setActive(-1);
          setState({ status: 'done', results, more, words: searchWords(text) });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          setState({ status: 'error', message: errorMessage(error, SEARCH_FAILED) });
        },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  const results = state.status === 'done' ? state.results : [];
  const choose = (result: SearchResult) => {
    const words = state.status === 'done' ? state.words : searchWords(query);
    onChoose({ chatId: result.chatId, ...(result.messageId && { focus: { messageId: result.messageId, words } }) });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!results.length) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + results.length) % results.length);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      choose(results[active]!);
    }
  };

  return (
    <Dialog title="Search sessions" onClose={onClose} className="search-dialog" describedByBody={false}>
      <label htmlFor={inputId} className="search-dialog__label">
        Words from a session&apos;s title or messages
      </label>
      <input
        id={inputId}
        type="search"
        className="field__input"
        role="combobox"
        aria-expanded={results.length > 0}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        maxLength={100}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          if (!event.target.value.trim()) setState({ status: 'idle' });
        }}
        onKeyDown={onKeyDown}
        data-autofocus
      />
      <p role="status" className="search-dialog__status">
        {statusText(state)}
      </p>
      {state.status === 'error' ? <Alert>{state.message}</Alert> : null}
      <ul id={listId} role="listbox" aria-label="Matching sessions" className="search-dialog__results">
        {results.map((result, index) => (
          <li
            key={result.chatId}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className="search-result"
            onClick={() => choose(result)}
            onMouseMove={() => setActive(index)}
          >
            <span className="search-result__title">{sessionTitle(result)}</span>
            <span className="search-result__snippet">
              <Highlighted text={result.snippet} ranges={result.highlights} />
            </span>
            <span className="search-result__date">{dateOf(result.at)}</span>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
