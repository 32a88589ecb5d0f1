import { routeList, routes, type AnyRoute } from '../../shared/routes';
import {
  RATE_LIMIT_ACTIONS,
  TABLE_READ_ACTIONS,
  TABLE_WRITE_ACTIONS,
} from '../../infra/constructs/api-function';
import { probeStatements, removeTempDirs, synth } from './synth';
import {
  actionsOf,
  allowedActions,
  environmentOf,
  functionIdOf,
  policyStatements,
  resourcesOf,
  statementsOf,
} from './template-queries';

afterAll(removeTempDirs);
const { template } = synth();
const tableActions = (route: AnyRoute) => allowedActions(template, functionIdOf(template, route), 'dynamodb');

describe('least privilege', () => {
  test.each(routeList)('%s gets table actions exactly as its access, auth and rate limits say', (_name, route) => {
    const reads = route.access.table === 'read' || route.access.table === 'readwrite' || route.auth !== 'none';
    const writes = route.access.table === 'write' || route.access.table === 'readwrite';
    const counts = Boolean(route.rateLimit?.length) && !writes;
    const expected = [
      ...(reads ? TABLE_READ_ACTIONS : []),
      ...(writes ? TABLE_WRITE_ACTIONS : []),
      ...(counts ? RATE_LIMIT_ACTIONS : []),
    ].sort();
    expect(tableActions(route)).toEqual(expected);
  });

  test('loggedIn may only read the table', () => {
    expect(tableActions(routes.loggedIn)).toEqual([...TABLE_READ_ACTIONS].sort());
    expect(tableActions(routes.loggedIn)).not.toContain('dynamodb:PutItem');
  });

  test('login writes sessions without reading the table', () => {
    expect(tableActions(routes.login)).toEqual([...TABLE_WRITE_ACTIONS].sort());
  });

  test('verifyEmail has no DynamoDB statement at all', () => {
    const statements = statementsOf(template, functionIdOf(template, routes.verifyEmail));
    expect(statements.flatMap(actionsOf).filter((action) => action.startsWith('dynamodb:'))).toEqual([]);
  });

  /** The logical id of the stack's secret whose id starts with `prefix`. */
  const secretId = (prefix: string): string =>
    Object.keys(resourcesOf(template, 'AWS::SecretsManager::Secret')).find((id) => id.startsWith(prefix))!;
  const secretStatementsOf = (route: AnyRoute) =>
    statementsOf(template, functionIdOf(template, route)).filter((statement) =>
      actionsOf(statement).some((action) => action.startsWith('secretsmanager:')),
    );
  const readSecret = (prefix: string) =>
    expect.objectContaining({ Action: 'secretsmanager:GetSecretValue', Resource: { Ref: secretId(prefix) } });

  test.each(routeList)('%s reads exactly the secrets its access names (Firebase for identityAdmin, OpenAI for coach)', (_name, route) => {
    const env = environmentOf(template, route);
    expect(secretStatementsOf(route)).toEqual([
      ...(route.access.identityAdmin ? [readSecret('FirebaseServiceAccount')] : []),
      ...(route.access.coach ? [readSecret('OpenAiApiKey')] : []),
    ]);
    expect(env.FIREBASE_SERVICE_ACCOUNT_SECRET_ARN === undefined).toBe(!route.access.identityAdmin);
    expect(env.OPENAI_API_KEY_SECRET_ARN === undefined).toBe(!route.access.coach);
    if (route.access.coach) expect(env.OPENAI_API_KEY_SECRET_ARN).toEqual({ Ref: secretId('OpenAiApiKey') });
  });

  test('the chat routes that reply read the OpenAI key; the other chat routes no secret at all', () => {
    expect(secretStatementsOf(routes.sendMessage)).toEqual([readSecret('OpenAiApiKey')]);
    expect(secretStatementsOf(routes.regenerateReply)).toEqual([readSecret('OpenAiApiKey')]);
    for (const name of ['newChat', 'getAllChats', 'getChat', 'deleteChat', 'setTitle', 'getTitle', 'acknowledgeCrisis'] as const) {
      expect([name, secretStatementsOf(routes[name])]).toEqual([name, []]);
    }
  });

  test('listing and reading chats may not write the table', () => {
    for (const name of ['getAllChats', 'getChat', 'getTitle'] as const) {
      expect([name, tableActions(routes[name])]).toEqual([name, [...TABLE_READ_ACTIONS].sort()]);
    }
  });

  test.each(routeList)('%s sends e-mail and reads the app origin only if it needs mail', (_name, route) => {
    const id = functionIdOf(template, route);
    const ses = allowedActions(template, id, 'ses');
    const ssm = allowedActions(template, id, 'ssm');
    const env = environmentOf(template, route);
    if (!route.access.mail) {
      expect([...ses, ...ssm]).toEqual([]);
      expect(env.APP_ORIGIN_PARAMETER).toBeUndefined();
      return;
    }
    expect(ses).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
    expect(ssm).toEqual(['ssm:GetParameter']);
    expect(env.APP_ORIGIN_PARAMETER).toBe('/blue-guardian/BlueGuardian/app-origin');
    const sesResources = JSON.stringify(
      statementsOf(template, id).filter((statement) => actionsOf(statement).includes('ses:SendEmail')),
    );
    expect(sesResources).toContain(':identity/hello@blueguardian.test');
    expect(sesResources).not.toContain('identity/*');
    const ssmResources = JSON.stringify(
      statementsOf(template, id).filter((statement) => actionsOf(statement).includes('ssm:GetParameter')),
    );
    expect(ssmResources).toContain(':parameter/blue-guardian/BlueGuardian/app-origin');
  });

  test('the web config function has no table access and no secret', () => {
    const statements = statementsOf(template, functionIdOf(template, routes.webConfig));
    expect(statements.flatMap(actionsOf).filter((action) => /^(dynamodb|secretsmanager):/.test(action))).toEqual([]);
    expect(environmentOf(template, routes.webConfig).FIREBASE_SERVICE_ACCOUNT_SECRET_ARN).toBeUndefined();
  });

  test('routes that only count attempts get UpdateItem on the rate-limit partitions, nothing more', () => {
    // Every rate-limited route of the table writes anyway, so probe the grant with a route that does not.
    const route: AnyRoute = { ...routes.webConfig, rateLimit: [{ by: 'client', limit: 5, windowSeconds: 60 }] };
    const statements = probeStatements(route);
    const dynamo = statements.filter((statement) => actionsOf(statement).some((a) => a.startsWith('dynamodb:')));
    expect(dynamo).toEqual([
      expect.objectContaining({
        Action: 'dynamodb:UpdateItem',
        Condition: { 'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': ['RATE#*'] } },
      }),
    ]);
    expect(probeStatements(routes.webConfig).flatMap(actionsOf).filter((a) => a.startsWith('dynamodb:'))).toEqual([]);
  });

  test('no policy in the stack allows a whole service or everything', () => {
    const actions = Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
      .flatMap(policyStatements)
      .flatMap(actionsOf);
    expect(actions.length).toBeGreaterThan(0);
    for (const action of actions) expect(action).not.toMatch(/^\*$|:\*$/);
    expect(actions).not.toContain('dynamodb:*');
    expect(actions).not.toContain('dynamodb:Scan');
  });
});
