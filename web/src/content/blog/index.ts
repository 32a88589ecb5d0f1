import type { BlogPostItem } from '@/features/blog/types';
import draftGrowthMindsetCaveats from './posts/draft-growth-mindset-caveats.json';
import examAndWorkStressTechniques from './posts/exam-and-work-stress-techniques.json';
import makingAndKeepingFriends from './posts/making-and-keeping-friends.json';
import selfCompassionVsSelfEsteem from './posts/self-compassion-vs-self-esteem.json';
import sleepAndMood from './posts/sleep-and-mood.json';
import threeGoodThingsGratitudeAndSavouring from './posts/three-good-things-gratitude-and-savouring.json';
import whyWritingDownGoalsHelps from './posts/why-writing-down-goals-helps.json';

/**
 * The blog posts shipped in the repo, each exactly as Contentful's GraphQL API would return it, so
 * the embedded adapter and the Contentful adapter feed the same mapper and renderer. Includes a
 * draft (showOnWebsite false): filtering is the content port's job, as it is Contentful's.
 * Listed newest first; the content port still sorts by date.
 */
// JSON imports are typed by their literal contents (plain strings for nodeType and marks), which
// TypeScript cannot narrow to rich-text's enums; test/unit/content/blog-posts.test.ts checks the shape instead.
export const EMBEDDED_POSTS: readonly BlogPostItem[] = [
  draftGrowthMindsetCaveats,
  sleepAndMood,
  threeGoodThingsGratitudeAndSavouring,
  whyWritingDownGoalsHelps,
  makingAndKeepingFriends,
  examAndWorkStressTechniques,
  selfCompassionVsSelfEsteem,
] as unknown as readonly BlogPostItem[];
