/** A member of the team (spec section 3): portrait, name, title, description and profile link. */
export interface TeamMember {
  /** The portrait under web/public, an illustration of our own. */
  image: string;
  name: string;
  title: string;
  description: string;
  /** The LinkedIn handle: the profile is https://www.linkedin.com/in/{handle}. */
  handle: string;
}

/** The three people of the landing team carousel (spec section 2): CEO, CTO, Founding Engineer. */
export const TEAM_MEMBERS: readonly TeamMember[] = [
  {
    image: '/team/maya-chen.svg',
    name: 'Maya Chen',
    title: 'CEO',
    description:
      'Maya studied positive psychology and spent five years running peer-support programmes for students. She started Blue Guardian so every young person has a coach in their pocket.',
    handle: 'maya-chen-blueguardian',
  },
  {
    image: '/team/daniel-okafor.svg',
    name: 'Daniel Okafor',
    title: 'CTO',
    description:
      'Daniel has built privacy-first health software for a decade. He leads our engineering, safety screening and the way we keep your conversations secure.',
    handle: 'daniel-okafor-blueguardian',
  },
  {
    image: '/team/lucia-herrera.svg',
    name: 'Lucía Herrera',
    title: 'Founding Engineer',
    description:
      'Lucía builds the chat, voice and insights you use every day, and cares about making every screen work for everyone, by keyboard and screen reader too.',
    handle: 'lucia-herrera-blueguardian',
  },
];

/** A member's professional profile. */
export const profileUrl = (member: TeamMember): string => `https://www.linkedin.com/in/${member.handle}`;
