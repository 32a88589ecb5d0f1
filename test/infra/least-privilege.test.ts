import { routeList, routes, type AnyRoute } from '#shared/routes';
import { usesBotCheck } from '#shared/routes/route-def';
import {
  callsOpenAI,
  FUNCTION_DEFAULTS,
  KEY_READ_ACTIONS,
  KEY_WRITE_ACTIONS,
  PAYMENTS_FUNCTION,
  RATE_LIMIT_ACTIONS,
  SESSION_READ_ACTIONS,
  SESSION_WRITE_ACTIONS,
  TABLE_READ_ACTIONS,
  TABLE_WRITE_ACTIONS,
} from '../../infra/constructs/api-function';
import { probeStatements, removeTempDirs, synth } from './synth';
import {
  actionsOf,
  allStatements,
  allowedActions,
  environmentOf,
  functionIdOf,
  functionOf,
  resourcesOf,
  statementsOf,
} from './template-queries';

afterAll(removeTempDirs);
const { template } = synth();
const tableActions = (route: AnyRoute) => allowedActions(template, functionIdOf(template, route), 'dynamodb');

describe('least privilege', () => {
  test.each(routeList)('%s gets table actions exactly as its access, auth and rate limits say', (_name, route) => {
    const sessionsOnly = route.access.table === 'session';
    const reads = route.access.table === 'read' || route.access.table === 'readwrite' || route.auth !== 'none';
    const writes = route.access.table === 'write' || route.access.table === 'readwrite';
    const counts = Boolean(route.rateLimit?.length) && !writes;
    const expected = [
      ...(reads ? (sessionsOnly ? SESSION_READ_ACTIONS : TABLE_READ_ACTIONS) : []),
      ...(writes ? TABLE_WRITE_ACTIONS : []),
      ...(route.access.table === 'session' ? SESSION_WRITE_ACTIONS : []),
      ...(counts ? RATE_LIMIT_ACTIONS : []),
    ];
    expect(tableActions(route)).toEqual([...new Set(expected)].sort());
  });

  test('sign-in, refresh and logout touch only session partitions (put whole or deleted) and their rate counts', () => {
    /** Each DynamoDB statement of a route: its actions and the partitions it is limited to. */
    const grants = (route: AnyRoute) =>
      statementsOf(template, functionIdOf(template, route))
        .filter((statement) => actionsOf(statement).some((action) => action.startsWith('dynamodb:')))
        .map((statement) => ({
          actions: actionsOf(statement)
            .map((action) => action.replace('dynamodb:', ''))
            .sort(),
          partitions: (statement.Condition as Record<string, Record<string, unknown>> | undefined)?.['ForAllValues:StringLike']?.[
            'dynamodb:LeadingKeys'
          ],
        }));
    // login: puts the new session; counts attempts (UpdateItem, in the rate partitions only).
    expect(grants(routes.login)).toEqual(
      expect.arrayContaining([
        { actions: ['DeleteItem', 'PutItem'], partitions: ['SESSION#*'] },
        { actions: ['UpdateItem'], partitions: ['RATE#*'] },
      ]),
    );
    expect(grants(routes.login)).toHaveLength(2);
    // refresh and logout: read their own session first, then put a new one or delete it.
    for (const route of [routes.refreshSession, routes.logout, routes.logoutPost]) {
      expect([route.name, grants(route)]).toEqual([
        route.name,
        [{ actions: ['DeleteItem', 'GetItem', 'PutItem'], partitions: ['SESSION#*'] }],
      ]);
    }
  });

  /** The KMS actions a route's function may use, on whatever key. */
  const keyActions = (route: AnyRoute) => allowedActions(template, functionIdOf(template, route), 'kms');

  test.each(routeList)("%s may use the table's key exactly as it uses the table", (_name, route) => {
    const touches = tableActions(route);
    const writes = touches.some((action) => /PutItem|UpdateItem|DeleteItem|BatchWriteItem/.test(action));
    const expected = touches.length === 0 ? [] : writes ? [...KEY_WRITE_ACTIONS] : [...KEY_READ_ACTIONS];
    expect(keyActions(route)).toEqual(expected.sort());
  });

  test('loggedIn may only read the table', () => {
    expect(tableActions(routes.loggedIn)).toEqual([...TABLE_READ_ACTIONS].sort());
    expect(tableActions(routes.loggedIn)).not.toContain('dynamodb:PutItem');
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

  /** The stack's secrets (by logical id prefix) a route's function may read, however IAM merged the statements. */
  const secretsReadBy = (route: AnyRoute): string[] => {
    const refs = secretStatementsOf(route).flatMap((statement) => {
      expect(actionsOf(statement)).toEqual(['secretsmanager:GetSecretValue']);
      const resources = [statement.Resource].flat() as Array<{ Ref: string }>;
      return resources.map((resource) => resource.Ref);
    });
    const prefixes = [
      'FirebaseServiceAccount',
      'FirebaseServerApiKey',
      'OpenAiApiKey',
      'StripeSecretKey',
      'StripeWebhookSecret',
      'BotCheckSecretKey',
      'UnsubscribeSigningSecret',
      'TrialEmailHashSecret',
    ];
    return refs.map((ref) => prefixes.find((prefix) => ref === secretId(prefix)) ?? ref).sort();
  };

  test.each(routeList)(
    '%s reads exactly the secrets its access names (Firebase for identityAdmin, OpenAI for coach, speech or goalSuggester, Stripe for payments, Turnstile for a limit that asks for the bot check)',
    (_name, route) => {
      const env = environmentOf(template, route);
      const webhook = Boolean(route.access.payments && route.rawBody);
      const openai = callsOpenAI(route);
      expect(secretsReadBy(route)).toEqual(
        [
          ...(route.access.identityAdmin ? ['FirebaseServiceAccount'] : []),
          ...(route.access.identityKey ? ['FirebaseServerApiKey'] : []),
          ...(openai ? ['OpenAiApiKey'] : []),
          ...(route.access.payments ? ['StripeSecretKey'] : []),
          ...(webhook ? ['StripeWebhookSecret'] : []),
          ...(usesBotCheck(route) ? ['BotCheckSecretKey'] : []),
          ...(route.access.unsubscribeKey ? ['UnsubscribeSigningSecret'] : []),
          ...(route.access.trialKey ? ['TrialEmailHashSecret'] : []),
        ].sort(),
      );
      expect(env.TRIAL_EMAIL_HASH_SECRET_ARN === undefined).toBe(!route.access.trialKey);
      expect(env.BOT_CHECK_SECRET_ARN === undefined).toBe(!usesBotCheck(route));
      // The forms' widget needs the public site key: the checking routes and GET /api/config have it.
      expect(env.BOT_CHECK_SITE_KEY === undefined).toBe(!usesBotCheck(route) && route !== routes.webConfig);
      expect(env.FIREBASE_SERVICE_ACCOUNT_SECRET_ARN === undefined).toBe(!route.access.identityAdmin);
      expect(env.FIREBASE_SERVER_API_KEY_SECRET_ARN === undefined).toBe(!route.access.identityKey);
      // The web config function is told the ARN too, only to say whether voice is connected (no grant).
      expect(env.OPENAI_API_KEY_SECRET_ARN === undefined).toBe(!openai && route !== routes.webConfig);
      if (openai) expect(env.OPENAI_API_KEY_SECRET_ARN).toEqual({ Ref: secretId('OpenAiApiKey') });
      expect(env.STRIPE_SECRET_KEY_SECRET_ARN === undefined).toBe(!route.access.payments);
      if (route.access.payments) expect(env.STRIPE_SECRET_KEY_SECRET_ARN).toEqual({ Ref: secretId('StripeSecretKey') });
      expect(env.STRIPE_WEBHOOK_SECRET_ARN === undefined).toBe(!webhook);
      if (webhook) expect(env.STRIPE_WEBHOOK_SECRET_ARN).toEqual({ Ref: secretId('StripeWebhookSecret') });
    },
  );

  test("only the routes that call Firebase Auth's REST API read the server's own key", () => {
    const readers = routeList.filter(([, route]) => secretsReadBy(route).includes('FirebaseServerApiKey')).map(([name]) => name);
    expect(readers.sort()).toEqual([
      'changePassword',
      'customToken',
      'deleteUser',
      'googleSignup',
      'login',
      'refreshSession',
      'resendVerification',
      'resetPassword',
      'verifyEmail',
    ]);
  });

  test('the four forms a known e-mail could be locked out of, and only they, read the bot check secret', () => {
    const readers = routeList.filter(([, route]) => secretsReadBy(route).includes('BotCheckSecretKey')).map(([name]) => name);
    expect(readers.sort()).toEqual(['forgotPassword', 'login', 'register', 'resendVerification']);
  });

  test('only the payment functions (a guardian’s checkout for a teen among them) and account deletion read the Stripe key; only the webhook the signing secret', () => {
    const stripeReaders = routeList.filter(([, route]) => secretsReadBy(route).includes('StripeSecretKey')).map(([name]) => name);
    expect(stripeReaders.sort()).toEqual([
      'createGuardianTeenCheckout',
      'createSubscription',
      'deleteUser',
      'manageSubscription',
      'stripeWebhook',
    ]);
    const signingReaders = routeList.filter(([, route]) => secretsReadBy(route).includes('StripeWebhookSecret')).map(([name]) => name);
    expect(signingReaders).toEqual(['stripeWebhook']);
    // The status and the Basic choice read only the profile: no Stripe at all.
    expect(secretsReadBy(routes.stripeStatus)).toEqual([]);
    expect(secretsReadBy(routes.choosePlan)).toEqual([]);
  });

  test('only the checkouts (the own and a guardian’s for a teen) and the free trial route read the key of the e-mail hashes that give the trial once', () => {
    const readers = routeList.filter(([, route]) => secretsReadBy(route).includes('TrialEmailHashSecret')).map(([name]) => name);
    expect(readers.sort()).toEqual(['createGuardianTeenCheckout', 'createSubscription', 'freeTrial']);
    expect(secretsReadBy(routes.freeTrial)).toEqual(['TrialEmailHashSecret']);
  });

  test('the webhook is public, and the payment functions may wait on Stripe longer than the default', () => {
    expect(routes.stripeWebhook.auth).toBe('none');
    const timeoutOf = (route: AnyRoute) => functionOf(template, route).Properties.Timeout;
    for (const route of [routes.createSubscription, routes.manageSubscription, routes.stripeWebhook, routes.deleteUser]) {
      expect(timeoutOf(route)).toBe(PAYMENTS_FUNCTION.timeoutSeconds);
    }
    expect(timeoutOf(routes.stripeStatus)).toBe(FUNCTION_DEFAULTS.timeoutSeconds);
  });

  test('the chat routes that reply read the OpenAI key; the other chat routes no secret at all', () => {
    expect(secretStatementsOf(routes.sendMessage)).toEqual([readSecret('OpenAiApiKey')]);
    expect(secretStatementsOf(routes.regenerateReply)).toEqual([readSecret('OpenAiApiKey')]);
    for (const name of [
      'newChat',
      'getAllChats',
      'getChat',
      'deleteChat',
      'setTitle',
      'getTitle',
      'acknowledgeCrisis',
      'searchChats',
    ] as const) {
      expect([name, secretStatementsOf(routes[name])]).toEqual([name, []]);
    }
  });

  test('only the coach, voice and goal suggestion functions read the OpenAI key; voice and suggestions read nothing else', () => {
    const readers = routeList.filter(([, route]) => secretsReadBy(route).includes('OpenAiApiKey')).map(([name]) => name);
    expect(readers.sort()).toEqual([
      'regenerateReply',
      'sendMessage',
      'sendTemporaryMessage',
      'speak',
      'streamReply',
      'suggestGoal',
      'transcribe',
    ]);
    for (const name of ['speak', 'transcribe', 'suggestGoal'] as const) {
      expect([name, secretStatementsOf(routes[name])]).toEqual([name, [readSecret('OpenAiApiKey')]]);
      // Voice and goal suggestions store nothing: reading and counting requests is all they do with the table.
      expect([name, tableActions(routes[name])]).toEqual([name, [...TABLE_READ_ACTIONS, ...RATE_LIMIT_ACTIONS].sort()]);
    }
  });

  test('listing and reading chats may not write the table', () => {
    for (const name of ['getAllChats', 'getChat', 'getTitle'] as const) {
      expect([name, tableActions(routes[name])]).toEqual([name, [...TABLE_READ_ACTIONS].sort()]);
    }
  });

  test.each(routeList)('%s sends e-mail only if it needs mail, and reads the app origin only for mail or payments', (_name, route) => {
    const id = functionIdOf(template, route);
    const ses = allowedActions(template, id, 'ses');
    const ssm = allowedActions(template, id, 'ssm');
    const env = environmentOf(template, route);
    const linksToSite = Boolean(route.access.mail || route.access.payments);
    if (!linksToSite) {
      expect([...ses, ...ssm]).toEqual([]);
      expect(env.APP_ORIGIN_PARAMETER).toBeUndefined();
      return;
    }
    expect(ssm).toEqual(['ssm:GetParameter']);
    expect(env.APP_ORIGIN_PARAMETER).toBe('/blue-guardian/BlueGuardian/app-origin');
    if (!route.access.mail) {
      expect(ses).toEqual([]);
      return;
    }
    expect(ses).toEqual(['ses:SendEmail', 'ses:SendRawEmail']);
    const sesResources = JSON.stringify(statementsOf(template, id).filter((statement) => actionsOf(statement).includes('ses:SendEmail')));
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
    // It names the OpenAI key secret only to say that voice is connected; it cannot read it.
    expect(environmentOf(template, routes.webConfig).OPENAI_API_KEY_SECRET_ARN).toEqual({ Ref: secretId('OpenAiApiKey') });
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
    expect(
      probeStatements(routes.webConfig)
        .flatMap(actionsOf)
        .filter((a) => a.startsWith('dynamodb:')),
    ).toEqual([]);
  });

  test('no policy in the stack allows a whole service or everything', () => {
    const actions = allStatements(template).flatMap(actionsOf);
    // Every API function's grants are in it (inside its role), besides the jobs' policies.
    expect(actions).toContain('dynamodb:PutItem');
    expect(actions.length).toBeGreaterThan(routeList.length);
    for (const action of actions) expect(action).not.toMatch(/^\*$|:\*$/);
    expect(actions).not.toContain('dynamodb:*');
    expect(actions).not.toContain('dynamodb:Scan');
  });
});
