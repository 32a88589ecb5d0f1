import { changePasswordBody, deleteAccountBody, resultResponse } from '../schemas/auth';
import {
  ageConfirmationBody,
  dataExport,
  disclosureSeenResponse,
  safetyPlan,
  safetyPlanResponse,
  linkGoogleBody,
  linkGoogleResponse,
  loggedInResponse,
  updatePreferencesBody,
  updatePreferencesResponse,
  userDetails,
  webConfigResponse,
} from '../schemas/user';
import { HOUR, noParams, perUser as definePerUser, QUARTER_HOUR, route as defineRoute } from './define';

/**
 * The account area's routes (shared/areas.ts): the signed-in user's account: the profile and its
 * preferences, the web app's config, the age confirmation, the disclosure, the safety plan, the
 * data export and deleting the account. Every export is a route and nothing else is exported:
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

export const loggedIn = route({
  name: 'loggedIn',
  area: 'account',
  method: 'GET',
  path: '/api/user/loggedIn',
  handler: 'entry/api/account/logged-in',
  auth: 'optional',
  params: noParams,
  body: undefined,
  response: loggedInResponse,
  access: {},
});

export const getUser = route({
  name: 'getUser',
  area: 'account',
  method: 'GET',
  path: '/api/user/',
  handler: 'entry/api/account/get-user',
  auth: 'required',
  params: noParams,
  body: undefined,
  response: userDetails,
  // A teen whose birth year now makes them 18 comes of age on this read: the guardian links end
  // and each guardian is told (functions/domain/guardian/adulthood.ts).
  access: { table: 'readwrite', mail: true },
});

export const webConfig = route({
  name: 'webConfig',
  area: 'account',
  method: 'GET',
  path: '/api/config',
  handler: 'entry/api/account/web-config',
  auth: 'none',
  params: noParams,
  body: undefined,
  response: webConfigResponse,
  access: {},
});

export const updatePreferences = route({
  name: 'updatePreferences',
  area: 'account',
  method: 'PUT',
  path: '/api/user/',
  handler: 'entry/api/account/update-preferences',
  auth: 'required',
  params: noParams,
  body: updatePreferencesBody,
  response: updatePreferencesResponse,
  access: { table: 'readwrite' },
});

export const deleteUser = route({
  name: 'deleteUser',
  area: 'account',
  method: 'DELETE',
  path: '/api/user/',
  handler: 'entry/api/account/delete-user',
  auth: 'required',
  params: noParams,
  body: deleteAccountBody,
  response: resultResponse,
  access: { table: 'readwrite', identityAdmin: true, identityKey: true, payments: true, mail: true },
  // As for Change Password: a thief with a session cannot guess the password at speed.
  rateLimit: [perUser(10, QUARTER_HOUR)],
});

export const changePassword = route({
  name: 'changePassword',
  area: 'account',
  method: 'PUT',
  path: '/api/user/change-password',
  handler: 'entry/api/account/change-password',
  auth: 'required',
  params: noParams,
  body: changePasswordBody,
  response: resultResponse,
  access: { table: 'readwrite', identityAdmin: true, identityKey: true },
  rateLimit: [perUser(10, QUARTER_HOUR)],
});

export const linkGoogle = route({
  name: 'linkGoogle',
  area: 'account',
  method: 'PUT',
  path: '/api/user/link-google',
  handler: 'entry/api/account/link-google',
  auth: 'required',
  params: noParams,
  body: linkGoogleBody,
  response: linkGoogleResponse,
  access: { table: 'readwrite', identityAdmin: true },
});

export const setAgeConfirmation = route({
  name: 'setAgeConfirmation',
  area: 'account',
  method: 'PUT',
  path: '/api/user/age-confirmation',
  handler: 'entry/api/account/set-age-confirmation',
  auth: 'required',
  params: noParams,
  body: ageConfirmationBody,
  response: resultResponse,
  access: { table: 'readwrite' },
});

export const disclosureSeen = route({
  name: 'disclosureSeen',
  area: 'account',
  method: 'POST',
  path: '/api/user/disclosure-seen',
  handler: 'entry/api/account/disclosure-seen',
  auth: 'required',
  params: noParams,
  body: undefined,
  response: disclosureSeenResponse,
  access: { table: 'readwrite' },
});

export const getSafetyPlan = route({
  name: 'getSafetyPlan',
  area: 'account',
  method: 'GET',
  path: '/api/user/safety-plan',
  handler: 'entry/api/account/get-safety-plan',
  auth: 'required',
  params: noParams,
  body: undefined,
  response: safetyPlanResponse,
  access: { table: 'read' },
});

export const saveSafetyPlan = route({
  name: 'saveSafetyPlan',
  area: 'account',
  method: 'PUT',
  path: '/api/user/safety-plan',
  handler: 'entry/api/account/save-safety-plan',
  auth: 'required',
  params: noParams,
  body: safetyPlan,
  response: safetyPlanResponse,
  access: { table: 'readwrite' },
  rateLimit: [perUser(60, HOUR)],
});

/** SAFETY.md 12: the user downloads everything their account holds (Settings > Data Controls). */
export const exportData = route({
  name: 'exportData',
  area: 'account',
  method: 'GET',
  path: '/api/user/export',
  handler: 'entry/api/account/export-data',
  auth: 'required',
  params: noParams,
  body: undefined,
  response: dataExport,
  access: { table: 'read' },
  rateLimit: [perUser(10, HOUR)],
});
