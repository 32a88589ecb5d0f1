import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { handler } from '../../../../../../functions/entry/api/account/update-preferences';
import { routes } from '#shared/routes';
import { givenEmptyTable, givenStoredItem, mockDocumentClient, profileItem, profileKey, sessionItem } from '../../../../../fixtures/dynamo';
import { TEST_ENV, useTestEnv } from '../../../../../fixtures/env';
import { routeEvent } from '../../../../../fixtures/events';
import { invoke } from '../../../../../fixtures/invoke';
import { fakeSessionCookie } from '../../../../../fixtures/session-cookie';

/** PUT /api/user/: theme and voice stored on the profile, only the sent ones changed. */

const ddb = mockDocumentClient();
const UID = 'alice-uid';

beforeEach(() => {
  useTestEnv();
  ddb.reset();
  givenEmptyTable(ddb);
});
afterAll(() => ddb.restore());

function signedIn(): string {
  const token = fakeSessionCookie({ uid: UID });
  givenStoredItem(ddb, sessionItem(UID, token));
  return token;
}

const save = (body: unknown, token = signedIn()) => invoke(handler, routeEvent(routes.updatePreferences, { cookies: { token }, body }));

const updates = () => ddb.commandCalls(UpdateCommand).map((call) => call.args[0].input);

describe('PUT /api/user/', () => {
  it('sets only the sent preference on the existing profile and answers every stored one', async () => {
    // Prepare: the profile already holds a voice; DynamoDB answers the item after the update.
    ddb.on(UpdateCommand).resolves({ Attributes: profileItem(UID, { theme: 'dark', preferredVoice: 'nova' }) });
    // Act
    const answer = await save({ theme: 'dark' });
    // Assess
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      message: 'Preferences saved',
      preferences: { theme: 'dark', preferredVoice: 'nova' },
    });
    expect(updates()).toEqual([
      expect.objectContaining({
        TableName: TEST_ENV.TABLE_NAME,
        Key: profileKey(UID),
        UpdateExpression: 'SET #theme = :theme',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#theme': 'theme' },
        ExpressionAttributeValues: { ':theme': 'dark' },
        ReturnValues: 'ALL_NEW',
      }),
    ]);
  });

  it('sets both when both are sent', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: profileItem(UID, { theme: 'light', preferredVoice: 'onyx' }) });
    const answer = await save({ theme: 'light', preferredVoice: 'onyx' });
    expect(answer.body.preferences).toEqual({ theme: 'light', preferredVoice: 'onyx' });
    expect(updates()[0]!.UpdateExpression).toBe('SET #theme = :theme, #preferredVoice = :preferredVoice');
  });

  it('writes to the session user only, whatever the readable uid cookie says', async () => {
    ddb.on(UpdateCommand).resolves({ Attributes: profileItem(UID, { theme: 'dark' }) });
    const token = signedIn();
    await invoke(handler, routeEvent(routes.updatePreferences, { cookies: { token, uid: 'mallory' }, body: { theme: 'dark' } }));
    expect(updates().map((input) => input.Key)).toEqual([profileKey(UID)]);
  });

  it.each([
    [{ preferredVoice: 'siri' }, 'preferredVoice'],
    [{ theme: 'blue' }, 'theme'],
    [{ theme: 'dark', fontSize: 3 }, 'fontSize'],
    [{}, 'body'],
  ])('refuses %j with 400 naming %s, writing nothing', async (body, field) => {
    const answer = await save(body);
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toHaveProperty([field]);
    expect(updates()).toHaveLength(0);
  });

  it('answers 404 when the profile is gone, without creating one', async () => {
    ddb.on(UpdateCommand).rejects(new ConditionalCheckFailedException({ message: 'no', $metadata: {} }));
    const answer = await save({ theme: 'dark' });
    expect(answer.status).toBe(404);
  });

  it('answers 401 to a signed-out caller', async () => {
    const answer = await invoke(handler, routeEvent(routes.updatePreferences, { body: { theme: 'dark' } }));
    expect(answer.status).toBe(401);
    expect(updates()).toHaveLength(0);
  });
});
