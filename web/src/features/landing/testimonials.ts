/**
 * An illustrative example on the landing page: what using one part of the product can be like.
 * Not a real person's words, so it carries no name, age, place or rating (docs/decisions/0061-social-proof-only-from-real-events.md); `topic` says which part it illustrates.
 */
export interface Testimonial {
  text: string;
  topic: string;
}

/** What the section says above the examples, so nobody takes them for real users' words. */
export const TESTIMONIALS_NOTE = "Illustrative examples — we'll share real stories, with consent, once we have them.";

/**
 * The six examples of the landing carousel (spec section 2). Each speaks of something the product
 * really does (goals, styles, voice, insights, privacy, buddies), and none claims a cure, therapy
 * or a diagnosis (SAFETY.md 9).
 */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    text: 'Setting one small goal a week and checking in on it with my coach made my mornings calmer. Seeing my progress kept me going.',
    topic: 'Goals and check-ins',
  },
  {
    text: 'I chose the Non-Directive Approach, so it asks good questions and lets me think things through in my own words instead of telling me what to do.',
    topic: 'Communication styles',
  },
  {
    text: 'Voice chat is my favourite part. Talking out loud on my walk home feels more natural than typing on my phone.',
    topic: 'Voice chat',
  },
  {
    text: 'The weekly insight update showed me most of my stress came from deadlines, so I started planning my weeks differently.',
    topic: 'Insights',
  },
  {
    text: 'I like that it is upfront about being an AI coach, not a person, and that I can export or delete my data in Settings whenever I want.',
    topic: 'Privacy and your data',
  },
  {
    text: 'Two friends and I became accountability buddies. The encouraging messages actually get all three of us to keep our check-ins.',
    topic: 'Accountability buddies',
  },
];
