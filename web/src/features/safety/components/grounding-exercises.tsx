import { BoxBreathing } from './box-breathing';
import { FiveSenses } from './five-senses';
import '../safety-tools.css';

/** The "Grounding exercises" tab of the SOS dialog, loaded when first needed. */
export default function GroundingExercises() {
  return (
    <div className="sos-panel">
      <p className="sos-panel__lead">Two short exercises to help your body calm down and your mind come back to now.</p>
      <BoxBreathing />
      <FiveSenses />
    </div>
  );
}
