import { useState } from 'react';
import { DEFAULT_VOICE, VOICES, type Voice } from '#shared/preferences';
import { Alert } from '@/components/alert';
import { SelectField, type SelectOption } from '@/components/select-field';
import { readVoice, saveVoice } from '@/lib/preferences';
import { useSavePreference } from '../use-save-preference';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The text-to-speech voices of spec section 7, the default marked like the default theme. */
export const VOICE_OPTIONS: ReadonlyArray<SelectOption<Voice>> = VOICES.map((voice) => ({
  value: voice,
  label: voice === DEFAULT_VOICE ? `${capitalise(voice)} (Default)` : capitalise(voice),
}));

/** Settings > Voice (spec section 2): the voice the coach speaks with. */
export function VoicePanel() {
  const { save, error } = useSavePreference();
  const [voice, setVoice] = useState<Voice>(readVoice);

  const onVoice = (next: Voice) => {
    setVoice(next);
    saveVoice(next);
    void save({ preferredVoice: next });
  };

  return (
    <div className="settings-panel">
      <SelectField
        label="Preferred Voice"
        name="preferredVoice"
        hint="The voice the coach speaks with when voice replies are on."
        value={voice}
        options={VOICE_OPTIONS}
        onChange={onVoice}
        className="settings-field"
      />
      {error ? <Alert>{error}</Alert> : null}
    </div>
  );
}
