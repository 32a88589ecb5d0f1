import { useEffect } from 'react';
import { useLatest } from '@/lib/use-latest';

export interface ChatShortcuts {
  onNewSession: () => void;
  /** Absent until a search dialog exists: Ctrl/Cmd+K is then left to the browser. */
  onSearch?: (() => void) | undefined;
  /** Escape stops the reply while the coach writes. */
  onStop: () => void;
  replying: boolean;
  onHelp: () => void;
}

const isMac = (): boolean => typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent);

/** Macs name the Command key where others name Ctrl. */
export const modifierName = (): string => (isMac() ? 'Cmd' : 'Ctrl');

/**
 * The chat's keyboard shortcuts, listed in the help popup: Ctrl/Cmd+Shift+O a new
 * session, Ctrl/Cmd+K search, Escape stops a reply, Ctrl/Cmd+/ this list. They wait while a popup
 * is open: its own keys (Escape closes it) come first.
 */
export function useChatShortcuts(shortcuts: ChatShortcuts): void {
  const latest = useLatest(shortcuts);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing || document.querySelector('dialog[open]')) return;
      const { onNewSession, onSearch, onStop, replying, onHelp } = latest.current;
      // On a Mac, Ctrl+K and friends edit text: only Command is ours there.
      const command = isMac() ? event.metaKey : event.ctrlKey;
      const run = (action: () => void) => {
        event.preventDefault();
        action();
      };
      if (event.key === 'Escape' && !command) {
        if (replying) run(onStop);
        return;
      }
      if (!command || event.altKey) return;
      const key = event.key.toLowerCase();
      if (event.shiftKey && key === 'o') run(onNewSession);
      else if (!event.shiftKey && key === 'k' && onSearch) run(onSearch);
      else if (key === '/' || event.code === 'Slash') run(onHelp);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [latest]);
}
