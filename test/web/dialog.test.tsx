import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from '../../web/src/components/dialog';

function Harness({ dismissible }: { dismissible: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      {open ? (
        <Dialog title="A question" onClose={dismissible ? () => setOpen(false) : undefined}>
          <p>Body text</p>
          <button type="button" data-autofocus onClick={() => setOpen(false)}>
            Done
          </button>
        </Dialog>
      ) : null}
    </>
  );
}

describe('Dialog', () => {
  it('opens as a modal named by its title, focusing the marked control', async () => {
    const user = userEvent.setup();
    render(<Harness dismissible />);

    await user.click(screen.getByRole('button', { name: 'Open' }));

    const dialog = screen.getByRole('dialog', { name: 'A question' });
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAccessibleDescription(/Body text/);
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
  });

  it('closes with Escape or the Close button and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    render(<Harness dismissible />);
    const opener = screen.getByRole('button', { name: 'Open' });

    await user.click(opener);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('stays open on Escape and has no Close button when closing is not allowed', async () => {
    const user = userEvent.setup();
    const close = vi.spyOn(HTMLDialogElement.prototype, 'close');
    render(<Harness dismissible={false} />);

    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.keyboard('{Escape}');

    expect(screen.getByRole('dialog')).toHaveAttribute('open');
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    expect(close).not.toHaveBeenCalled();
  });
});
