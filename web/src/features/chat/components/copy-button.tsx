import { useEffect, useState } from 'react';

/** How long "Copied" stays before the button reads "Copy" again. */
const COPIED_MS = 2000;

/**
 * Copies a reply's text. Its status line, mounted all along, says politely whether it
 * worked; the clipboard may be refused (an insecure page, a browser setting).
 */
export function CopyButton({ text }: { text: string }) {
  const [said, setSaid] = useState('');
  useEffect(() => {
    if (!said) return undefined;
    const timer = setTimeout(() => setSaid(''), COPIED_MS);
    return () => clearTimeout(timer);
  }, [said]);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setSaid('Copied');
    } catch {
      setSaid("Couldn't copy. Please select the text instead.");
    }
  };

  return (
    <>
      <button type="button" className="chat-action chat-action--small" onClick={() => void copy()}>
        Copy
      </button>
      <span role="status" className="message-meta__status">
        {said}
      </span>
    </>
  );
}
