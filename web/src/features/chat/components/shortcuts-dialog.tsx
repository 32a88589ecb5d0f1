import { COACH_NAME } from '#shared/chat';
import { Dialog } from '@/components/dialog';
import { modifierName } from '../use-chat-shortcuts';

/** The keyboard shortcuts popup; Search is listed once a search dialog exists. */
export function ShortcutsDialog({ onClose, search }: { onClose: () => void; search: boolean }) {
  const mod = modifierName();
  const rows: [string, string[]][] = [
    ['Start a new session', [mod, 'Shift', 'O']],
    ...(search ? [['Search your sessions', [mod, 'K']] as [string, string[]]] : []),
    [`Stop the reply while ${COACH_NAME} writes`, ['Escape']],
    ['Send your message', ['Enter']],
    ['Start a new line', ['Shift', 'Enter']],
    ['Show these shortcuts', [mod, '/']],
  ];
  return (
    <Dialog title="Keyboard shortcuts" onClose={onClose} describedByBody={false}>
      <dl className="shortcuts">
        {rows.map(([action, keys]) => (
          <div key={action} className="shortcuts__row">
            <dt>{action}</dt>
            <dd>
              {keys.map((key, i) => (
                <span key={key}>
                  {i > 0 ? ' + ' : null}
                  <kbd>{key}</kbd>
                </span>
              ))}
            </dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
