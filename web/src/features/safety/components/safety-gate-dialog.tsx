import type { AgeConfirmation } from '#shared/safety';
import { acknowledgeCrisis } from '../api/acknowledge-crisis';
import type { SafetyGate } from '../safety-gate';
import { AgeConfirmationDialog } from './age-confirmation-dialog';
import { CrisisScreen } from '@/components/sos/crisis-screen';
import { DisclosureDialog } from './disclosure-dialog';

export interface SafetyGateDialogProps {
  gate: SafetyGate;
  /** The crisis screen closes once its acknowledgement settled (see below). */
  onCrisisAcknowledged: (chatId: string) => void;
  onAgeConfirmed: (value: AgeConfirmation) => void;
  disclosureReminder: boolean;
  onDisclosureAcknowledged: () => Promise<void>;
  onLogout: () => void;
}

/**
 * The dashboard's blocking popup for a gate. A crisis acknowledgement that fails to reach the API
 * still closes the screen: the person has seen the help, and keeping them from the chat helps
 * nobody. The flag then stays on the server, so the screen comes back on the next load.
 */
export function SafetyGateDialog(props: SafetyGateDialogProps) {
  const { gate, onCrisisAcknowledged, onAgeConfirmed, disclosureReminder, onDisclosureAcknowledged, onLogout } = props;
  if (gate.kind === 'crisis') {
    const onAcknowledge = async () => {
      try {
        await acknowledgeCrisis(gate.chatId);
      } catch (error) {
        console.warn('Could not record the crisis acknowledgement', error);
      }
      onCrisisAcknowledged(gate.chatId);
    };
    return <CrisisScreen key={gate.chatId} help={gate.help} onAcknowledge={onAcknowledge} />;
  }
  if (gate.kind === 'age') return <AgeConfirmationDialog onConfirmed={onAgeConfirmed} onLogout={onLogout} />;
  return <DisclosureDialog reminder={disclosureReminder} onAcknowledge={onDisclosureAcknowledged} />;
}
