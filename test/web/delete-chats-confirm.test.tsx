import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '#shared/messages';
import { DeleteChatsConfirm } from '../../web/src/features/settings/components/delete-chats-confirm';

// Ready for the chat issue, which owns the chats: it runs the deletion and passes the outcome.
describe('DeleteChatsConfirm', () => {
  it('offers the spec’s two choices, the safe one focused, and reports each', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<DeleteChatsConfirm onConfirm={onConfirm} onCancel={onCancel} />);

    expect(screen.getByRole('button', { name: messages.deleteChats.no })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: messages.deleteChats.yes }));
    await user.click(screen.getByRole('button', { name: messages.deleteChats.no }));
    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('shows the outcome it is given, and ignores both choices while deleting without losing focus', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const { rerender } = render(
      <DeleteChatsConfirm onConfirm={() => {}} onCancel={() => {}} result={{ tone: 'error', text: messages.deleteChats.failed }} />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(messages.deleteChats.failed);

    rerender(<DeleteChatsConfirm onConfirm={onConfirm} onCancel={onCancel} pending />);
    const yes = screen.getByRole('button', { name: messages.deleteChats.yes });
    const no = screen.getByRole('button', { name: messages.deleteChats.no });
    await user.click(yes);
    await user.click(no);

    expect(yes).toHaveAttribute('aria-disabled', 'true');
    expect(no).toHaveAttribute('aria-disabled', 'true');
    expect(no).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).not.toHaveBeenCalled();
  });
});
