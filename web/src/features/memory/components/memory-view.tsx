import { useState } from 'react';
import { MEMORY_PREMIUM_MESSAGE } from '#shared/error-messages';
import { MEMORY_OFF_MESSAGE } from '#shared/guardian-controls';
import type { NoteSafety } from '#shared/schemas/crisis';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { addMemory } from '../api/add-memory';
import { deleteAllMemories } from '../api/delete-all-memories';
import { deleteMemory } from '../api/delete-memory';
import type { useMemories } from '../api/get-memories';
import { setMemoryPaused } from '../api/set-memory-paused';
import { updateMemory } from '../api/update-memory';
import { MemoryList } from './memory-list';
import { MemorySwitch } from './memory-switch';
import '@/components/side-page.css';
import '../memory.css';

export const MEMORY_INTRO =
  "On Premium, your coach keeps a few short notes between sessions so it can pick up where you left off. You can see, change or delete every note here. Notes are never made from conversations where things got very hard, and never include other people's names unless you add them.";

export interface MemoryViewProps {
  memories: ReturnType<typeof useMemories>;
  /** Opens the plan popup (Basic). */
  onSeePlans: () => void;
}

/** The Memory page: what the coach remembers, each note the user's to change or delete, and the pause switch. */
export function MemoryView(props: MemoryViewProps) {
  return (
    <div className="side-page">
      <h1 className="side-page__title">What your coach remembers</h1>
      <MemoryBody {...props} />
    </div>
  );
}

/** What Basic sees instead of the switch: said once, kindly, with the plans a click away. */
function PremiumNote({ onSeePlans }: { onSeePlans: () => void }) {
  return (
    <div className="memory-premium">
      <p>{MEMORY_PREMIUM_MESSAGE}</p>
      <div>
        <Button variant="secondary" aria-haspopup="dialog" onClick={onSeePlans}>
          See plans
        </Button>
      </div>
    </div>
  );
}

function MemoryBody({ memories, onSeePlans }: MemoryViewProps) {
  const [safety, setSafety] = useState<NoteSafety | undefined>(undefined);
  if (memories.status === 'pending') return <p role="status">Loading your memories…</p>;
  if (memories.status === 'error') {
    return (
      <div className="side-card">
        <Alert>{errorMessage(memories.error, "We couldn't load your memories. Please try again.")}</Alert>
        <div>
          <Button onClick={memories.refetch}>Try again</Button>
        </div>
      </div>
    );
  }

  const { available, paused, guardianOff } = memories.data;
  // The switch moves at once; a failed save puts it back (MemorySwitch says so).
  const pause = async (next: boolean) => {
    memories.setData((data) => ({ ...data, paused: next }));
    try {
      await setMemoryPaused(next);
    } catch (failure) {
      memories.setData((data) => ({ ...data, paused: !next }));
      throw failure;
    }
  };

  return (
    <div className="side-page__column">
      <div className="side-card">
        <p>{MEMORY_INTRO}</p>
        {/* A linked guardian turned memory off: the page says why, and the notes stay the user's to see and delete. */}
        {guardianOff ? (
          <p className="side-card__muted">{MEMORY_OFF_MESSAGE}</p>
        ) : available ? (
          <MemorySwitch paused={paused} onChange={pause} />
        ) : (
          <PremiumNote onSeePlans={onSeePlans} />
        )}
      </div>
      <MemoryList
        memories={memories.data.memories}
        available={available}
        safety={safety}
        onAdd={async (text) => {
          setSafety(undefined);
          try {
            // A note whose words met a crisis tier comes back with its flag: MemoryItem shows the help.
            const { memory } = await addMemory({ text });
            memories.setData((data) => ({ ...data, memories: [memory, ...data.memories] }));
            return memory;
          } catch (failure) {
            // Refused (Basic) words that met a crisis tier still get their help.
            if (failure instanceof ApiError) setSafety(failure.safety);
            throw failure;
          }
        }}
        onUpdate={async (memoryId, text) => {
          const { memory } = await updateMemory({ memoryId, text });
          memories.setData((data) => ({ ...data, memories: data.memories.map((item) => (item.memoryId === memoryId ? memory : item)) }));
          return memory;
        }}
        onDelete={async (memoryId) => {
          const result = await deleteMemory(memoryId);
          memories.setData((data) => ({ ...data, memories: data.memories.filter((item) => item.memoryId !== memoryId) }));
          return result;
        }}
        onDeleteAll={async () => {
          const result = await deleteAllMemories();
          memories.setData((data) => ({ ...data, memories: [] }));
          return result;
        }}
      />
    </div>
  );
}
