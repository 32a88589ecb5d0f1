import { BUDDY_LIMITS, type ShareItem } from '#shared/buddies';
import { Alert } from '@/components/alert';
import { Button } from '@/components/button';
import { errorMessage } from '@/lib/api-client';
import { blockBuddy } from '../api/block-buddy';
import { cancelInvite } from '../api/cancel-invite';
import { cheerBuddy } from '../api/cheer-buddy';
import { createInvite } from '../api/create-invite';
import { getBoard, type useBoard } from '../api/get-board';
import type { useInvites } from '../api/list-invites';
import { removeBuddy } from '../api/remove-buddy';
import { updateShare } from '../api/update-share';
import { BUDDIES_TITLE } from '../copy';
import { BuddyBoard } from './buddy-board';
import { CheersReceived } from './cheers-received';
import { InviteFriend } from './invite-friend';
import { ShareSettingsCard } from './share-settings';
import '@/components/side-page.css';
import '../buddies.css';

export interface BuddiesViewProps {
  board: ReturnType<typeof useBoard>;
  invites: ReturnType<typeof useInvites>;
}

/** The Buddies page: this week's board, the cheers received, what the user shares, and inviting a friend. */
export function BuddiesView(props: BuddiesViewProps) {
  return (
    <div className="side-page">
      <h1 className="side-page__title">{BUDDIES_TITLE}</h1>
      <BuddiesBody {...props} />
    </div>
  );
}

function BuddiesBody({ board, invites }: BuddiesViewProps) {
  if (board.status === 'pending') return <p role="status">Loading your buddies…</p>;
  if (board.status === 'error') {
    return (
      <div className="side-card">
        <Alert>{errorMessage(board.error, "We couldn't load your buddies. Please try again.")}</Alert>
        <div>
          <Button onClick={board.refetch}>Try again</Button>
        </div>
      </div>
    );
  }

  const { me, buddies, share, cheers } = board.data;
  // A fresh board after a change, swapped in place so the cards (and their confirmations) stay on screen.
  const reloadBoard = () =>
    getBoard().then(
      (fresh) => board.setData(() => fresh),
      (error: unknown) => console.warn('Could not reload the buddy board', error),
    );
  const dropBuddy = (buddyId: string) =>
    board.setData((data) => ({ ...data, buddies: data.buddies.filter((buddy) => buddy.buddyId !== buddyId) }));
  // The switch moves at once; a failed save puts it back, and a saved one refreshes the preview.
  const changeShare = async (item: ShareItem, on: boolean) => {
    board.setData((data) => ({ ...data, share: { ...data.share, [item]: on } }));
    try {
      const saved = await updateShare(item, on);
      board.setData((data) => ({ ...data, share: saved }));
    } catch (failure) {
      board.setData((data) => ({ ...data, share: { ...data.share, [item]: !on } }));
      throw failure;
    }
    await reloadBoard();
  };

  return (
    <div className="side-page__column">
      <BuddyBoard
        me={me}
        buddies={buddies}
        onCheer={(buddyId, cheerId) => cheerBuddy(buddyId, cheerId)}
        onRemove={async (buddyId) => {
          await removeBuddy(buddyId);
          dropBuddy(buddyId);
        }}
        onBlock={async (buddyId) => {
          await blockBuddy(buddyId);
          dropBuddy(buddyId);
        }}
      />
      <CheersReceived cheers={cheers} />
      <ShareSettingsCard share={share} me={me} onChange={changeShare} />
      <InviteFriend
        atLimit={buddies.length >= BUDDY_LIMITS.max}
        invites={invites}
        onCreate={async (email) => {
          const created = await createInvite(email);
          invites.setData((list) => [created.invite, ...list]);
          return created;
        }}
        onCancel={async (inviteId) => {
          await cancelInvite(inviteId);
          invites.setData((list) => list.filter((invite) => invite.inviteId !== inviteId));
        }}
      />
    </div>
  );
}
