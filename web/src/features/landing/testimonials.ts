/**
 * A testimonial on the landing page (spec section 3): the quote, its rating as whole stars plus
 * an optional half star, and who said it.
 */
export interface Testimonial {
  text: string;
  fullStars: number;
  halfStar: boolean;
  name: string;
  age: number;
  location: string;
}

/**
 * The six testimonials of the landing carousel (spec section 2). Each speaks of something the
 * product really does (goals, styles, voice, insights, buddies, privacy), and none claims a cure,
 * therapy or a diagnosis (SAFETY.md 9).
 */
export const TESTIMONIALS: readonly Testimonial[] = [
  {
    text: 'Setting one small goal a week and checking in on it with my coach made my mornings calmer. Seeing my progress kept me going.',
    fullStars: 5,
    halfStar: false,
    name: 'Priya',
    age: 19,
    location: 'Austin, TX',
  },
  {
    text: 'I chose the Non-Directive Approach, so it asks good questions and lets me think things through in my own words instead of telling me what to do.',
    fullStars: 4,
    halfStar: true,
    name: 'Marcus',
    age: 22,
    location: 'Chicago, IL',
  },
  {
    text: 'Voice chat is my favourite part. Talking out loud on my walk home feels more natural than typing on my phone.',
    fullStars: 5,
    halfStar: false,
    name: 'Sofia',
    age: 20,
    location: 'Miami, FL',
  },
  {
    text: 'The weekly insight update showed me most of my stress came from deadlines, so I started planning my weeks differently.',
    fullStars: 4,
    halfStar: true,
    name: 'Ethan',
    age: 24,
    location: 'Seattle, WA',
  },
  {
    text: 'I like that it is upfront about being an AI coach, not a person, and that I can export or delete my data in Settings whenever I want.',
    fullStars: 4,
    halfStar: false,
    name: 'Aaliyah',
    age: 18,
    location: 'Atlanta, GA',
  },
  {
    text: 'Two friends and I became accountability buddies. The encouraging messages actually get all three of us to keep our check-ins.',
    fullStars: 4,
    halfStar: true,
    name: 'Noah',
    age: 21,
    location: 'Denver, CO',
  },
];
