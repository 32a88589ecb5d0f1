import { resultResponse } from '../schemas/auth';
import { chatIdParams } from '../schemas/chat';
import { createGoalBody, goalIdParams, goalResponse, goalsResponse, goalSuggestionResponse, updateGoalBody } from '../schemas/goals';
import { checkInBody, checkInDateParams, dailyCheckInResponse, progressResponse, who5Body, who5Response } from '../schemas/check-ins';
import { noteCrisisAckBody } from '../schemas/notes';
import { HOUR, noParams, perUser as definePerUser, route as defineRoute } from './define';

/**
 * The goals area's routes (shared/areas.ts): goals, the daily check-in and the weekly WHO-5. Every
 * export is a route and nothing else is exported: shared/routes/index.ts gathers this file with the
 * other areas', and the stack deploys the area in a nested stack of its own. `name` repeats the
 * export name and `area` names this file (unit tests check both). Paths are the spec's (section 7),
 * exactly.
 *
 * A handler imports its route from this file, never the index, and esbuild keeps only that route.
 * Inside a route use only literals, constants, schemas and calls of the helpers below, which are
 * marked free of side effects in this file, where esbuild sees the mark (shared/routes/define.ts);
 * hoist anything else to a constant above the routes.
 */

/* @__NO_SIDE_EFFECTS__ */
const route: typeof defineRoute = (def) => defineRoute(def);
/* @__NO_SIDE_EFFECTS__ */
const perUser: typeof definePerUser = (limit, windowSeconds) => definePerUser(limit, windowSeconds);

/**
 * Goals and check-ins, on every plan. Everything lives in the user's partition, so it
 * goes with the account and a goal id of another user reads as an unknown one (404). The limits
 * are far above what a person does in an hour and bound what a script with a session can write.
 */
export const listGoals = route({
  name: 'listGoals',
  area: 'goals',
  method: 'GET',
  path: '/api/goals',
  handler: 'entry/api/goals/list-goals',
  auth: 'required',
  params: noParams,
  body: undefined,
  response: goalsResponse,
  access: { table: 'read' },
});

/** 409 when the user already has GOAL_LIMITS.active active goals. */
export const createGoal = route({
  name: 'createGoal',
  area: 'goals',
  method: 'POST',
  path: '/api/goals',
  handler: 'entry/api/goals/create-goal',
  auth: 'required',
  params: noParams,
  body: createGoalBody,
  response: goalResponse,
  access: { table: 'readwrite' },
  rateLimit: [perUser(60, HOUR)],
});

/** Changes the text, rhythm, target date or status; 409 when it would make one active goal too many. */
export const updateGoal = route({
  name: 'updateGoal',
  area: 'goals',
  method: 'PUT',
  path: '/api/goals/{goalId}',
  handler: 'entry/api/goals/update-goal',
  auth: 'required',
  params: goalIdParams,
  body: updateGoalBody,
  response: goalResponse,
  access: { table: 'readwrite' },
  rateLimit: [perUser(120, HOUR)],
});

export const deleteGoal = route({
  name: 'deleteGoal',
  area: 'goals',
  method: 'DELETE',
  path: '/api/goals/{goalId}',
  handler: 'entry/api/goals/delete-goal',
  auth: 'required',
  params: goalIdParams,
  body: undefined,
  response: resultResponse,
  access: { table: 'readwrite' },
});

/**
 * A goal the coach suggests from a chat at the end of a session; it saves nothing (the user adds
 * it through createGoal). `suggestion: null` when none fits; 404 for another user's chat. The
 * limit bounds the model calls a script with a session could make.
 */
export const suggestGoal = route({
  name: 'suggestGoal',
  area: 'goals',
  method: 'POST',
  path: '/api/goals/suggestion/{chatId}',
  handler: 'entry/api/goals/suggest-goal',
  auth: 'required',
  params: chatIdParams,
  body: undefined,
  response: goalSuggestionResponse,
  access: { table: 'read', goalSuggester: true },
  rateLimit: [perUser(30, HOUR)],
});

/** The streak (with grace days), the last 60 days of check-ins and the WHO-5 results. */
export const getProgress = route({
  name: 'getProgress',
  area: 'goals',
  method: 'GET',
  path: '/api/check-ins',
  handler: 'entry/api/goals/get-progress',
  auth: 'required',
  params: noParams,
  body: undefined,
  response: progressResponse,
  access: { table: 'read' },
});

/** The day's check-in, keyed by the user's local date: a second one that day replaces the first. */
export const saveDailyCheckIn = route({
  name: 'saveDailyCheckIn',
  area: 'goals',
  method: 'PUT',
  path: '/api/check-ins/{date}',
  handler: 'entry/api/goals/save-check-in',
  auth: 'required',
  params: checkInDateParams,
  body: checkInBody,
  response: dailyCheckInResponse,
  access: { table: 'readwrite' },
  rateLimit: [perUser(60, HOUR)],
});

/** The weekly WHO-5, at most one per ISO week (409 for a second); `bringSafetyForward` when it is low. */
export const saveWho5 = route({
  name: 'saveWho5',
  area: 'goals',
  method: 'POST',
  path: '/api/wellbeing/who5',
  handler: 'entry/api/goals/save-who5',
  auth: 'required',
  params: noParams,
  body: who5Body,
  response: who5Response,
  access: { table: 'readwrite' },
  rateLimit: [perUser(20, HOUR)],
});

/**
 * The user has seen the crisis screen a tier (c) note opened (a check-in, a goal or a memory
 * note): it stays closed, also after a reload, while the note keeps its flag and its help. One
 * route for the three kinds of note; 404 for a note the user does not have.
 */
export const acknowledgeNoteCrisis = route({
  name: 'acknowledgeNoteCrisis',
  area: 'goals',
  method: 'POST',
  path: '/api/notes/crisis-ack',
  handler: 'entry/api/goals/acknowledge-note-crisis',
  auth: 'required',
  params: noParams,
  body: noteCrisisAckBody,
  response: resultResponse,
  access: { table: 'readwrite' },
});
