import { useEffect, useId, useRef, useState } from 'react';
import { MEMORY_LIMITS } from '#shared/memory';
import type { NoteSafety } from '#shared/schemas/crisis';
import type { Memory } from '#shared/schemas/memory';
import { NoteHelp } from '@/components/sos/note-help';
import { DeleteAllMemories } from './delete-all-memories';
import { MemoryItem } from './memory-item';
import { NoteForm } from './note-form';

export const MEMORY_EMPTY = "Your coach hasn't kept any notes yet. After a session goes quiet, it may suggest a few here.";
export const MEMORY_ADDED = 'Note added.';

export interface MemoryListProps {
  /** Newest first, as the API gives them. */
  memories: Memory[];
  /** Whether the plan lets the coach remember: only then can a note be added. */
  available: boolean;
  /** Words refused (not kept) that met a crisis tier: their help shows beside the notes. A kept note shows its own. */
  safety?: NoteSafety;
  onAdd: (text: string) => Promise<Memory>;
  onUpdate: (memoryId: string, text: string) => Promise<Memory>;
  /** Each resolves with the API's confirmation, which is announced. */
  onDelete: (memoryId: string) => Promise<{ message: string }>;
  onDeleteAll: () => Promise<{ message: string }>;
}

/** Where focus goes once a note is gone: the next note's Edit button, else the list's heading. */
type FocusTarget = { memoryId: string } | 'heading';

/**
 * The add form (Premium) and the notes, newest first. Confirmations go to one polite live region
 * that is always on the page, so screen readers hear them; focus never falls to the page's top.
 */
export function MemoryList({ memories, available, safety, onAdd, onUpdate, onDelete, onDeleteAll }: MemoryListProps) {
  const titleId = useId();
  const addTitleId = useId();
  const [message, setMessage] = useState<string | null>(null);
  // Where focus goes after the render that drops the note and shows the confirmation.
  const focusTarget = useRef<FocusTarget | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const editButtons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    const wanted = focusTarget.current;
    if (!wanted) return;
    focusTarget.current = null;
    const target = wanted === 'heading' ? headingRef.current : editButtons.current.get(wanted.memoryId);
    (target ?? headingRef.current)?.focus();
  }, [message, memories]);

  const registerEdit = (memoryId: string, button: HTMLButtonElement | null) => {
    if (button) editButtons.current.set(memoryId, button);
    else editButtons.current.delete(memoryId);
  };

  const remove = async (memoryId: string) => {
    setMessage(null);
    const next = memories[memories.findIndex((memory) => memory.memoryId === memoryId) + 1];
    const result = await onDelete(memoryId);
    focusTarget.current = next ? { memoryId: next.memoryId } : 'heading';
    setMessage(result.message);
  };
  const removeAll = async () => {
    setMessage(null);
    const result = await onDeleteAll();
    focusTarget.current = 'heading';
    setMessage(result.message);
  };

  return (
    <>
      {available ? (
        <section className="side-card" aria-labelledby={addTitleId}>
          <h2 id={addTitleId} className="side-card__title">
            Add a note
          </h2>
          <NoteForm
            label="Something your coach should remember"
            submitLabel="Add"
            failure="We couldn't add this note. Please try again."
            onSubmit={async (text) => {
              setMessage(null);
              await onAdd(text);
              setMessage(MEMORY_ADDED);
            }}
          />
        </section>
      ) : null}
      <section className="side-card" aria-labelledby={titleId}>
        <h2 id={titleId} ref={headingRef} tabIndex={-1} className="side-card__title">
          Your coach&apos;s notes
        </h2>
        {memories.length > 0 ? (
          <p className="side-card__muted">
            {memories.length} of {MEMORY_LIMITS.count} notes, newest first.
          </p>
        ) : null}
        <div role="status" className="memory-status">
          {message ? <p className="alert alert--success">{message}</p> : null}
        </div>
        <NoteHelp safety={safety} />
        {memories.length === 0 ? (
          <p>{MEMORY_EMPTY}</p>
        ) : (
          <ul className="side-list">
            {memories.map((memory) => (
              <MemoryItem key={memory.memoryId} memory={memory} onUpdate={onUpdate} onDelete={remove} registerEdit={registerEdit} />
            ))}
          </ul>
        )}
        {memories.length > 0 ? <DeleteAllMemories count={memories.length} onDeleteAll={removeAll} /> : null}
      </section>
    </>
  );
}
