import { FeaturesSection } from '@/features/landing/components/features-section';
import { Hero } from '@/features/landing/components/hero';
import { PublicPage } from '@/components/site/public-page';
import { SignupCta } from '@/features/landing/components/signup-cta';
import { SocialProof } from '@/features/landing/components/social-proof';
import { PageHead } from '@/lib/page-head';
import { DeferredRegion } from '@/lib/deferred-region';
import { lazyWhenNear } from '@/lib/when-near';
// The sections and demos below load their code when near the screen, but the pre-rendered HTML shows them
// at once, so their stylesheets come with the page: the first paint is styled and nothing shifts.
import '@/features/landing/goal-style-mock.css';
import '@/features/landing/insight-cards.css';
import '@/features/landing/buddies-block.css';
import '@/components/carousel.css';
import '@/components/plans/plans.css';
import '@/features/landing/section-frame.css';
import '@/features/landing/voice-demo.css';
import '@/features/landing/pricing.css';
import '@/features/landing/testimonials.css';
import '@/features/landing/faq.css';
import '@/features/landing/team.css';

export const LANDING_META = {
  title: 'Blue Guardian: your AI coach in positive psychology',
  description:
    'Blue Guardian is a personal AI coach trained in positive psychology for young people: set a goal, pick how you like to be spoken to, talk by text or voice, and see how you are doing.',
  path: '/',
};

const PricingSection = lazyWhenNear('section3', () =>
  import('@/features/landing/components/pricing-section').then((m) => m.PricingSection),
);
const TestimonialsSection = lazyWhenNear('testimonials', () =>
  import('@/features/landing/components/testimonials-section').then((m) => m.TestimonialsSection),
);
const FaqSection = lazyWhenNear('section1', () => import('@/features/landing/components/faq-section').then((m) => m.FaqSection));
const TeamSection = lazyWhenNear('section4', () => import('@/features/landing/components/team-section').then((m) => m.TeamSection));

/**
 * The landing page (spec section 2): each section carries the id the navigation and a URL hash
 * point at (hero, section2, section3, testimonials, section1, section4). The sections below the
 * features hydrate as they near the screen (lib/when-near.ts), as do the features' demos.
 */
export default function LandingRoute() {
  return (
    <PublicPage>
      <PageHead meta={LANDING_META} />
      <Hero />
      <FeaturesSection />
      <DeferredRegion>
        <PricingSection />
      </DeferredRegion>
      <DeferredRegion>
        <TestimonialsSection />
      </DeferredRegion>
      <DeferredRegion>
        <FaqSection />
      </DeferredRegion>
      <DeferredRegion>
        <TeamSection />
      </DeferredRegion>
      <SignupCta />
      <SocialProof />
    </PublicPage>
  );
}
