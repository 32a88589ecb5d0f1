import { useEffect, useEffectEvent, useId, useRef, type ReactNode, type RefObject } from 'react';
import { CloseIcon } from './icons';

export interface DialogProps {
  title: string;
  children: ReactNode;
  /** Closing (Escape, the close button) is allowed only when this is given. */
  onClose?: () => void;
  /** Where focus goes when the dialog closes; by default, where it was when it opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Extra class for the <dialog>, such as a wider size. */
  className?: string;
  /**
   * Whether the body is the dialog's accessible description (the default, right for a short
   * message). A dialog full of controls turns it off, or screen readers read it all on opening.
   */
  describedByBody?: boolean;
  /** The id of the element that describes the dialog, when that is one part of the body. */
  descriptionId?: string;
  /**
   * `alertdialog` for a popup that interrupts to say something urgent and waits for an answer,
   * such as the crisis screen; screen readers announce it with more weight.
   */
  role?: 'alertdialog';
}

/**
 * A modal popup on the native <dialog>: showModal() makes the rest of the page inert (the focus
 * trap), Escape fires `cancel`, and the browser renders the backdrop. It is open while mounted,
 * so the parent decides with `{open && <Dialog …/>}`. Focus starts on the element marked
 * `data-autofocus` (React does not render the autofocus attribute the dialog looks for) and
 * returns to the opener on close.
 */
export function Dialog(props: DialogProps) {
  const { title, children, onClose, returnFocusRef, className, describedByBody = true, descriptionId, role } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  // Read when the dialog closes, not when it opens: the target may render in between.
  const restoreFocus = useEffectEvent((opener: HTMLElement | null) => {
    const target = returnFocusRef?.current ?? opener;
    if (target && target.isConnected && target !== document.body) target.focus();
  });

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (dialog.open) dialog.close();
      restoreFocus(opener);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={['dialog', className ?? ''].filter(Boolean).join(' ')}
      role={role}
      aria-labelledby={titleId}
      aria-describedby={descriptionId ?? (describedByBody ? bodyId : undefined)}
      onCancel={(event) => {
        // React owns open and closed: Escape asks the parent instead of closing by itself.
        event.preventDefault();
        onClose?.();
      }}
      onClose={() => {
        // Some browsers close anyway on a repeated Escape; put the dialog back unless it may close.
        const dialog = ref.current;
        if (!dialog || dialog.open || !dialog.isConnected) return;
        if (onClose) onClose();
        else dialog.showModal();
      }}
    >
      <div className="dialog__header">
        <h2 id={titleId} className="dialog__title">
          {title}
        </h2>
        {onClose ? (
          <button type="button" className="dialog__close" onClick={onClose}>
            <CloseIcon />
            <span className="visually-hidden">Close</span>
          </button>
        ) : null}
      </div>
      <div id={bodyId} className="dialog__body">
        {children}
      </div>
    </dialog>
  );
}
