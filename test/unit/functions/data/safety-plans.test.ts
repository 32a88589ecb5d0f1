import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { saveSafetyPlan } from '../../../../functions/data/safety-plans';
import { mockDocumentClient } from '../../../fixtures/dynamo';
import { useTestEnv } from '../../../fixtures/env';

/** The safety plan entity (functions/data/safety-plans.ts) against a mocked DocumentClient. */

const ddb = mockDocumentClient();
const AT = new Date('2026-11-22T09:00:00.000Z');

beforeEach(() => {
  useTestEnv();
  ddb.reset();
  ddb.on(PutCommand).resolves({});
});
afterAll(() => ddb.restore());

const storedItem = () => ddb.commandCalls(PutCommand)[0]!.args[0].input.Item;

describe('saveSafetyPlan', () => {
  it('stores no blank row: items empty once trimmed, contacts with neither name nor phone', async () => {
    // Prepare: the rows a form leaves when the user adds one and types nothing, or only spaces.
    const sent = {
      warningSigns: ['', 'I stop answering my friends', '   '],
      copingSteps: ['  ', ''],
      contacts: [
        { name: '', phone: '' },
        { name: 'Sam', phone: '' },
        { name: '  ', phone: '\t' },
        { name: '', phone: '555-0100' },
      ],
    };
    // Act
    const saved = await saveSafetyPlan('alice', sent, AT);
    // Assess
    const cleaned = {
      warningSigns: ['I stop answering my friends'],
      copingSteps: [],
      contacts: [
        { name: 'Sam', phone: '' },
        { name: '', phone: '555-0100' },
      ],
    };
    expect(storedItem()).toEqual({ pk: 'USER#alice', sk: 'SAFETY_PLAN', type: 'SafetyPlan', ...cleaned, updatedAt: AT.toISOString() });
    expect(saved).toEqual({ plan: cleaned, updatedAt: AT.toISOString() });
  });

  it('keeps a plan without blank rows as it is, in its order', async () => {
    const plan = { warningSigns: ['B', 'A'], copingSteps: ['Breathe'], contacts: [{ name: 'Sam', phone: '555-0100' }] };

    const saved = await saveSafetyPlan('alice', plan, AT);

    expect(saved.plan).toEqual(plan);
    expect(storedItem()).toMatchObject(plan);
  });
});
