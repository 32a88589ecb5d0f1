import { useId, useState } from 'react';
import { Button } from '@/components/button';
import { SelectField } from '@/components/select-field';
import { VOICE_DEMO_LINES, voiceDemoSrc, type VoiceDemoLine } from '../voice-demo-lines';
import { SoundWave } from './sound-wave';
import { useDemoAudio } from './use-demo-audio';
import '../voice-demo.css';

const OPTIONS = VOICE_DEMO_LINES.map((line) => ({ value: line.key, label: line.label }));
const [FIRST] = VOICE_DEMO_LINES as [VoiceDemoLine, ...VoiceDemoLine[]];

const PlayIcon = () => (
  <svg className="voice-demo__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
    <path d="M4 2.5v11l9.5-5.5z" fill="currentColor" />
  </svg>
);

const StopIcon = () => (
  <svg className="voice-demo__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
    <rect x="3" y="3" width="10" height="10" rx="1.5" fill="currentColor" />
  </svg>
);

/**
 * The features section's voice demo (spec sections 2, 4 and 9): pick a communication style, press
 * Play to hear the coach's sample line in it, with an 80-bar wave moving while it plays. Changing
 * the style mid-clip plays the new style's clip.
 *
 * The clip's words are shown as a transcript (a text alternative for the audio), and a note, also
 * read with the button, says the voice is an AI's (SAFETY.md: the coach is an AI, not a person).
 * The audio element has no source until the first Play, so the landing page downloads no audio.
 */
export function VoiceDemo() {
  const [key, setKey] = useState(FIRST.key);
  const { ref, playing, play, stop, onEnded, onPause } = useDemoAudio();
  const noteId = useId();
  const line = VOICE_DEMO_LINES.find((candidate) => candidate.key === key) ?? FIRST;

  const chooseStyle = (next: string) => {
    setKey(next);
    if (playing) play(voiceDemoSrc(next));
  };

  return (
    <div className="voice-demo" role="group" aria-label="Voice demo">
      <div className="voice-demo__controls">
        <SelectField className="voice-demo__style" label="Communication style" value={key} options={OPTIONS} onChange={chooseStyle} />
        <Button className="voice-demo__play" aria-describedby={noteId} onClick={() => (playing ? stop() : play(voiceDemoSrc(key)))}>
          {playing ? <StopIcon /> : <PlayIcon />}
          {playing ? 'Stop' : 'Play'}
        </Button>
      </div>
      <SoundWave playing={playing} />
      <p id={noteId} className="voice-demo__note">
        <span className="voice-demo__badge">AI voice</span> A computer voice reads this sample. Your coach is an AI, not a person.
      </p>
      <figure className="voice-demo__transcript">
        <figcaption className="voice-demo__transcript-label">Transcript · {line.label}</figcaption>
        <blockquote className="voice-demo__quote">
          <p>{line.text}</p>
        </blockquote>
      </figure>
      <audio ref={ref} preload="none" onEnded={onEnded} onPause={onPause} />
    </div>
  );
}
