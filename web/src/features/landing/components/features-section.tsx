import type { ReactNode } from 'react';
import { DeferredRegion } from '@/lib/deferred-region';
import { lazyWhenNear } from '@/lib/when-near';
import '../section-frame.css';
import '../features-section.css';

// Each live sample loads its code as its feature nears the screen; the pre-rendered HTML shows it.
const GoalStyleMock = lazyWhenNear('feature-goals', () => import('./goal-style-mock').then((m) => m.GoalStyleMock));
const VoiceDemo = lazyWhenNear('feature-voice', () => import('./voice-demo').then((m) => m.VoiceDemo));
const InsightCards = lazyWhenNear('feature-insights', () => import('./insight-cards').then((m) => m.InsightCards));
const BuddiesBlock = lazyWhenNear('feature-buddies', () => import('./buddies-block').then((m) => m.BuddiesBlock));

/** One feature: a heading, what it does for the reader, and a live sample of it. */
function Feature({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <article className="feature" aria-labelledby={id}>
      <div className="feature__text">
        <h3 id={id} className="feature__title">
          {title}
        </h3>
        <p className="feature__intro">{intro}</p>
      </div>
      <DeferredRegion className="feature__demo">{children}</DeferredRegion>
    </article>
  );
}

/**
 * "How It Works" (spec section 2), anchored as `section2`: the goal-then-style mock, the voice
 * demo, the rotating insight cards and the accountability buddies.
 */
export function FeaturesSection() {
  return (
    <section id="section2" className="lp-section features" aria-labelledby="features-title">
      <div className="lp-section__inner">
        <h2 id="features-title" className="lp-section__title">
          How It Works
        </h2>
        <p className="lp-section__lead">
          Four things make Blue Guardian yours: the goal you choose, the way you like to talk, what you learn about yourself, and friends
          who cheer you on.
        </p>
        <div className="features__list">
          <Feature
            id="feature-goals"
            title="Choose your goal and your style"
            intro="Start each session with what you want to work on, then pick how your coach talks with you: upbeat encouragement, space to find your own answers, or practical ideas to try."
          >
            <GoalStyleMock />
          </Feature>
          <Feature
            id="feature-voice"
            title="Talk it through, out loud"
            intro="With Premium, speak instead of typing and hear your coach reply in a calm voice. Listen to how each communication style sounds."
          >
            <VoiceDemo />
          </Feature>
          <Feature
            id="feature-insights"
            title="See what helps you"
            intro="Your check-ins turn into insights: how anxious you have felt through the week, what tends to stress you, and what to try in your next session. A weekly summary comes by email."
          >
            <InsightCards />
          </Feature>
          <Feature
            id="feature-buddies"
            title="Grow with accountability buddies"
            intro="Goals are easier with friends beside you. Check in together and keep each other going."
          >
            <BuddiesBlock />
          </Feature>
        </div>
      </div>
    </section>
  );
}
