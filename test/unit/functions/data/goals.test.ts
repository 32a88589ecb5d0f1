import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { updateStoredGoal } from '../../../../functions/data/goals';
import { mockDocumentClient } from '../../../fixtures/dynamo';
import { useTestEnv } from '../../../fixtures/env';

/** The goal entity's update (functions/data/goals.ts) against a mocked DocumentClient. */

const ddb = mockDocumentClient();
const AT = new Date('2026-11-22T09:00:00.000Z');
const GOAL_ID = '01JAAAAAAAAAAAAAAAAAAAAAAA';

beforeEach(() => {
  useTestEnv();
  ddb.reset();
});
afterAll(() => ddb.restore());

const sentUpdate = () => ddb.commandCalls(UpdateCommand)[0]!.args[0].input;

describe('updateStoredGoal', () => {
  it('sets completedAt on completing (keeping an earlier one), only on an existing goal of the user', async () => {
    ddb.on(UpdateCommand).resolves({
      Attributes: { goalId: GOAL_ID, text: 'Walk', chatGoal: 2, status: 'completed', createdAt: 'x', updatedAt: 'y', completedAt: 'y' },
    });

    const goal = await updateStoredGoal('alice', GOAL_ID, { status: 'completed' }, AT);

    const input = sentUpdate();
    expect(input.Key).toEqual({ pk: 'USER#alice', sk: `GOAL#${GOAL_ID}` });
    expect(input.ConditionExpression).toBe('attribute_exists(pk)');
    expect(input.UpdateExpression).toBe(
      'SET #updatedAt = :updatedAt, #status = :status, #completedAt = if_not_exists(#completedAt, :updatedAt)',
    );
    expect(goal).toMatchObject({ status: 'completed', completedAt: 'y' });
  });

  it('removes completedAt when a goal is active again, and clears the rhythm and date sent as null', async () => {
    ddb
      .on(UpdateCommand)
      .resolves({ Attributes: { goalId: GOAL_ID, text: 'Walk', chatGoal: 2, status: 'active', createdAt: 'x', updatedAt: 'y' } });

    await updateStoredGoal('alice', GOAL_ID, { status: 'active', timesPerWeek: null, targetDate: null, text: 'Walk' }, AT);

    expect(sentUpdate().UpdateExpression).toBe(
      'SET #updatedAt = :updatedAt, #text = :text, #status = :status REMOVE #timesPerWeek, #targetDate, #completedAt',
    );
  });

  it('answers undefined for a goal the user does not have', async () => {
    ddb.on(UpdateCommand).rejects(Object.assign(new Error('no'), { name: 'ConditionalCheckFailedException' }));

    expect(await updateStoredGoal('alice', GOAL_ID, { text: 'Walk' }, AT)).toBeUndefined();
  });
});
