import type { ChatStyle } from '#shared/chat';
import { EXERCISES, type ExerciseId } from './exercises';

/**
 * A goal's coaching arc: the moves a session works through, one per substantive message, each
 * written for the three styles. Leads never ask (no "?"), so every reply ends with one question.
 */

export interface StyleMove {
  /** Variants of what the coach offers before its question; empty for a reflective reply. */
  lead: readonly string[];
  /** Variants of the one question the reply ends with. */
  question: readonly string[];
}

export interface Move {
  id: string;
  styles: Record<ChatStyle, StyleMove>;
}

export interface GoalPlan {
  /** "building self-esteem": completes "I'm here to help you with ...". */
  purpose: string;
  /** First questions, after a greeting or when the user has not said much yet. */
  opening: readonly string[];
  /** Gentler questions for "I don't know" and one-word answers. */
  easier: readonly string[];
  moves: readonly Move[];
}

/** A resource-style lead: why the exercise helps, then how to try it. */
export const teach = (why: string, id: ExerciseId): string => {
  const { steps } = EXERCISES[id];
  return `${why} To try it, ${steps.charAt(0).toLowerCase()}${steps.slice(1)}`;
};
