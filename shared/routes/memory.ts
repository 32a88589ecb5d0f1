import { resultResponse } from '../schemas/auth';
import { memoriesResponse, memoryBody, memoryIdParams, memoryResponse } from '../schemas/memory';
import { HOUR, noParams, perUser as definePerUser, route as defineRoute } from './define';

/**
 * The memory area's routes (shared/areas.ts): the coach's memory: the notes it keeps, which the
 * user sees, edits and deletes. Every export is a route and nothing else is exported:
 * shared/routes/index.ts gathers this file with the other areas', and the stack deploys the area in
 * a nested stack of its own. `name` repeats the export name and `area` names this file (unit tests
 * check both). Paths are the spec's (section 7), exactly.
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
 * The coach's memory (Premium's "Personalized Chatbot"). Every note is shown to the user,
 * who may edit or delete it; reading and deleting work on every plan, adding is Premium's (403 on
 * Basic). Pausing memory is the `memory` preference of PUT /api/user/.
 */
export const listMemories = route({
  name: 'listMemories',
  area: 'memory',
  method: 'GET',
  path: '/api/memories',
  handler: 'entry/api/memory/list-memories',
  auth: 'required',
  params: noParams,
  body: undefined,
  response: memoriesResponse,
  access: { table: 'read' },
});

/** A note the user adds; 409 once they have MEMORY_LIMITS.count notes. */
export const addMemory = route({
  name: 'addMemory',
  area: 'memory',
  method: 'POST',
  path: '/api/memories',
  handler: 'entry/api/memory/add-memory',
  auth: 'required',
  params: noParams,
  body: memoryBody,
  response: memoryResponse,
  access: { table: 'readwrite' },
  rateLimit: [perUser(60, HOUR)],
});

/** Rewrites a note in the user's words (it becomes theirs: the coach never replaces it). */
export const updateMemory = route({
  name: 'updateMemory',
  area: 'memory',
  method: 'PUT',
  path: '/api/memories/{memoryId}',
  handler: 'entry/api/memory/update-memory',
  auth: 'required',
  params: memoryIdParams,
  body: memoryBody,
  response: memoryResponse,
  access: { table: 'readwrite' },
  rateLimit: [perUser(120, HOUR)],
});

export const deleteMemory = route({
  name: 'deleteMemory',
  area: 'memory',
  method: 'DELETE',
  path: '/api/memories/{memoryId}',
  handler: 'entry/api/memory/delete-memory',
  auth: 'required',
  params: memoryIdParams,
  body: undefined,
  response: resultResponse,
  access: { table: 'readwrite' },
});

/** Forgets everything at once. */
export const deleteAllMemories = route({
  name: 'deleteAllMemories',
  area: 'memory',
  method: 'DELETE',
  path: '/api/memories',
  handler: 'entry/api/memory/delete-all-memories',
  auth: 'required',
  params: noParams,
  body: undefined,
  response: resultResponse,
  access: { table: 'readwrite' },
});
