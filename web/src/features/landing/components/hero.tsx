import { ButtonLink } from '@/components/button';
import { paths } from '@/paths';
import { HeroChat } from './hero-chat';
import '../section-frame.css';
import '../hero.css';

/**
 * The top of the landing page (spec section 2), anchored as `hero`: the headline, a FREE TRIAL
 * button to /signup and the animated sample chat. The headline is the page's largest paint, so it
 * is plain text in the system font with no entrance animation: it shows with the pre-rendered HTML.
 */
export function Hero() {
  return (
    <section id="hero" className="hero" aria-labelledby="hero-title">
      <div className="hero__inner">
        <div className="hero__text">
          <p className="hero__eyebrow">AI coaching in positive psychology</p>
          <h1 id="hero-title" className="hero__title">
            Your AI coach for a calmer, more confident you
          </h1>
          <p className="hero__lead">
            Blue Guardian helps young people build self-esteem, ease stress and get on better with others. Set a goal, choose how you like
            to be spoken to, and talk it through any time, by text or, with Premium, by voice.
          </p>
          <div className="hero__actions">
            <ButtonLink to={paths.signup.getHref()} className="hero__cta">
              FREE TRIAL
            </ButtonLink>
            <p className="hero__note">Start free. No card needed for the Basic plan.</p>
          </div>
        </div>
        <HeroChat />
      </div>
    </section>
  );
}
