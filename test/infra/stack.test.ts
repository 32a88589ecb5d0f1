import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { readConfig } from '../../functions/kernel/config';
import { tableSchema } from '#shared/table-schema';
import { routeList, routes } from '#shared/routes';
import {
  ACCESS_LOG_FIELDS,
  apiPathSegments,
  METHOD_THROTTLES,
  methodSettingsKey,
  NOT_FOUND_BODY,
  THROTTLING,
} from '../../infra/constructs/api';
import { callsOpenAI, COACH_FUNCTION, functionSize, PAYMENTS_FUNCTION } from '../../infra/constructs/api-function';
import {
  BOT_CHECK_SECRET_PLACEHOLDER,
  FIREBASE_SERVER_KEY_PLACEHOLDER,
  OPENAI_KEY_PLACEHOLDER,
  STRIPE_KEY_PLACEHOLDER,
  STRIPE_WEBHOOK_SECRET_PLACEHOLDER,
} from '../../infra/stack';
import { areaStackId } from '../../infra/stack';
import { AREAS } from '#shared/areas';
import { removeTempDirs, settings, synth } from './synth';
import {
  apiFunctionIds,
  distributionConfig,
  environmentOf,
  functionIdOf,
  functionOf,
  liveAliasOf,
  resourcePaths,
  resourcesOf,
  routeLabel,
  statementsOf,
} from './template-queries';

afterAll(removeTempDirs);

/** Every stack stays under this many resources: CloudFormation allows 500, and areas grow. */
const STACK_RESOURCE_LIMIT = 200;
const { template, stacks } = synth();

/** Whether a route's function may read the resource `arn`, however IAM merged its statements. */
const readsResource = (stackTemplate: typeof template, route: (typeof routeList)[number][1], arn: string): boolean =>
  statementsOf(stackTemplate, functionIdOf(stackTemplate, route)).some((statement) => [statement.Resource].flat().includes(arn));

describe('functions', () => {
  test('there is exactly one Node 22 arm64 function per route', () => {
    const ids = apiFunctionIds(template);
    expect(ids).toHaveLength(routeList.length);
    for (const [, route] of routeList) expect(ids).toContain(functionIdOf(template, route));
  });

  test.each(routeList)('%s is bundled with the shared defaults', (_name, route) => {
    const { Properties } = functionOf(template, route);
    expect(Properties).toMatchObject({ MemorySize: 512, Handler: 'index.handler' });
    expect(Properties.LoggingConfig).toMatchObject({ LogGroup: { Ref: expect.any(String) } });
  });

  test.each(routeList)(
    '%s may run 10 s, 20 s when it calls Stripe, or 29 s (all API Gateway waits) when it calls OpenAI (the coach, speech, the goal suggester)',
    (_name, route) => {
      const { Properties } = functionOf(template, route);
      expect(Properties.Timeout).toBe(callsOpenAI(route) ? 29 : route.access.payments ? 20 : 10);
      expect(Properties.Timeout).toBe(functionSize(route).timeoutSeconds);
      expect(Properties.MemorySize).toBe(functionSize(route).memorySize);
      expect([COACH_FUNCTION.timeoutSeconds, PAYMENTS_FUNCTION.timeoutSeconds]).toEqual([29, 20]);
    },
  );

  test.each(routeList)('%s is traced by Lambda itself (X-Ray active tracing), as the stage is', (_name, route) => {
    expect(functionOf(template, route).Properties.TracingConfig).toEqual({ Mode: 'Active' });
    template.hasResourceProperties('AWS::ApiGateway::Stage', { TracingEnabled: true });
  });

  test('by default no function reserves concurrency (a new account could not deploy it)', () => {
    for (const [, route] of routeList) expect(functionOf(template, route).Properties.ReservedConcurrentExecutions).toBeUndefined();
  });

  test('with the context values set, each coach and each voice function reserves its own, and no other does', () => {
    const { template: reserved } = synth({ ...settings, coachReservedConcurrency: '150', voiceReservedConcurrency: 40 });
    for (const [, route] of routeList) {
      const expected = route.access.coach ? 150 : route.access.speech ? 40 : undefined;
      expect([route.name, functionOf(reserved, route).Properties.ReservedConcurrentExecutions]).toEqual([route.name, expected]);
    }
  });

  test.each(['0', '-5', '2.5', 'many'])('a reserved concurrency of "%s" stops synth, saying what is wrong', (value) => {
    expect(() => synth({ ...settings, coachReservedConcurrency: value })).toThrow(
      `Context "coachReservedConcurrency" must be a whole number from 1 up, not "${value}"`,
    );
  });

  test('the chat routes that reply are the coach routes', () => {
    const coachRoutes = routeList.filter(([, route]) => route.access.coach).map(([name]) => name);
    expect(coachRoutes.sort()).toEqual(['regenerateReply', 'sendMessage', 'sendTemporaryMessage', 'streamReply']);
  });

  test('the streamed reply is invoked through Lambda response streaming; every other route is buffered', () => {
    const methods = Object.values(resourcesOf(template, 'AWS::ApiGateway::Method')).map(
      (method) => method.Properties.Integration as Record<string, unknown>,
    );
    const streamed = methods.filter((integration) => integration.ResponseTransferMode === 'STREAM');
    expect(streamed).toHaveLength(routeList.filter(([, route]) => route.streaming).length);
    expect(streamed).toHaveLength(1);
    expect(JSON.stringify(streamed[0]!.Uri)).toContain('/response-streaming-invocations');
    expect(streamed[0]).toMatchObject({ Type: 'AWS_PROXY' });
  });

  test('the voice routes are the speech routes', () => {
    const speechRoutes = routeList.filter(([, route]) => route.access.speech).map(([name]) => name);
    expect(speechRoutes.sort()).toEqual(['speak', 'transcribe']);
  });

  test.each(routeList)('%s gets every variable functions/kernel/config.ts requires in Lambda', (_name, route) => {
    const env = Object.fromEntries(
      Object.entries(environmentOf(template, route)).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    );
    expect(() => readConfig({ ...env, AWS_LAMBDA_FUNCTION_NAME: 'fn', AWS_REGION: 'eu-west-1' })).not.toThrow();
    expect(env).toMatchObject({
      MAIL_TRANSPORT: 'ses',
      MAIL_FROM: settings.mailFrom,
      FIREBASE_PROJECT_ID: settings.firebaseProjectId,
      NODE_OPTIONS: '--enable-source-maps',
    });
    expect(env.APP_ORIGIN).toBeUndefined();
  });

  test('every stack, the main one and each area’s, keeps well under CloudFormation’s 500 resources', () => {
    // An area past 200 is split in two (shared/areas.ts) before it grows further: docs/decisions/0048-one-nested-stack-per-product-area.md.
    console.log(`Resources per stack:\n${stacks.map(({ name, resourceCount }) => `  ${name.padEnd(14)} ${resourceCount}`).join('\n')}`);
    expect(stacks.map(({ name }) => name)).toEqual(['BlueGuardian', ...AREAS.map(areaStackId)]);
    const crowded = stacks.filter(({ resourceCount }) => resourceCount >= STACK_RESOURCE_LIMIT);
    expect(crowded.map(({ name, resourceCount }) => `${name}: ${resourceCount}`)).toEqual([]);
  });

  test('each route’s function, role and method live in its area’s stack; the API, its stage and the table in the main one', () => {
    const [main, ...areas] = stacks;
    for (const type of ['AWS::ApiGateway::RestApi', 'AWS::ApiGateway::Stage', 'AWS::ApiGateway::Deployment', 'AWS::DynamoDB::Table']) {
      main!.template.resourceCountIs(type, 1);
    }
    main!.template.resourceCountIs('AWS::ApiGateway::Method', 0);
    for (const area of AREAS) {
      const own = areas.find(({ name }) => name === areaStackId(area))!.template;
      const areaRoutes = routeList.filter(([, route]) => route.area === area);
      own.resourceCountIs('AWS::ApiGateway::Method', areaRoutes.length);
      expect(apiFunctionIds(own)).toHaveLength(areaRoutes.length);
      for (const [, route] of areaRoutes) expect(() => functionIdOf(own, route)).not.toThrow();
    }
  });

  test('a route changed in an area’s stack replaces the deployment, so the stage serves it', () => {
    const deploymentOf = (synthesised: typeof template) => Object.keys(resourcesOf(synthesised, 'AWS::ApiGateway::Deployment'));
    const route = routes.getProgress as { path: string };
    const path = route.path;
    try {
      route.path = `${path}/moved`;
      const [moved] = deploymentOf(synth().template);
      expect(moved).toBeDefined();
      expect(deploymentOf(template)).not.toContain(moved);
    } finally {
      route.path = path;
    }
  });

  test('API roles carry their grants inside, no policy beside them', () => {
    for (const id of apiFunctionIds(template)) expect(statementsOf(template, id).length).toBeGreaterThan(0);
    const attached = Object.values(resourcesOf(template, 'AWS::IAM::Policy')).map((policy) => JSON.stringify(policy.Properties.Roles));
    for (const id of apiFunctionIds(template)) {
      const roleId = (resourcesOf(template, 'AWS::Lambda::Function')[id]!.Properties.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
      expect(attached.some((roles) => roles.includes(`"${roleId}"`))).toBe(false);
    }
  });

  test('log groups keep logs for a finite time', () => {
    const groups = Object.values(resourcesOf(template, 'AWS::Logs::LogGroup'));
    // The API's functions share one (a stack holds at most 500 resources); each job has its own.
    expect(groups.length).toBeGreaterThanOrEqual(2);
    for (const group of groups) expect(group.Properties.RetentionInDays).toEqual(expect.any(Number));
  });
});

describe('API Gateway', () => {
  const paths = resourcePaths(template);

  test.each(routeList)('%s is a proxy method on its own path, calling its own function', (_name, route) => {
    const expectedPath = route.path.replace(/\/+$/, '');
    const methods = Object.values(resourcesOf(template, 'AWS::ApiGateway::Method')).filter((method) => {
      const resourceId = (method.Properties.ResourceId as { Ref?: string }).Ref;
      return method.Properties.HttpMethod === route.method && resourceId && paths.get(resourceId) === expectedPath;
    });
    expect(methods).toHaveLength(1);
    const integration = methods[0]!.Properties.Integration as { Type: string; Uri: unknown };
    expect(integration.Type).toBe('AWS_PROXY');
    // Through its live alias when it is deployed gradually (safe-deploys.test.ts).
    const functionId = functionIdOf(template, route);
    expect(JSON.stringify(integration.Uri)).toContain(`"${liveAliasOf(template, functionId)?.[0] ?? functionId}"`);
  });

  test('path segments: a trailing slash adds none, {param} stays one, dev routes are refused', () => {
    expect(apiPathSegments('/api/auth/')).toEqual(['api', 'auth']);
    expect(apiPathSegments('/api/bot/chat/{chatId}')).toEqual(['api', 'bot', 'chat', '{chatId}']);
    expect(() => apiPathSegments('/api/dev/mailbox')).toThrow(/dev route/);
  });

  test('no dev route is deployed', () => {
    expect(paths.size).toBeGreaterThan(0);
    for (const full of paths.values()) expect(full.split('/')).not.toContain('dev');
  });

  test('multipart uploads and audio answers pass as bytes, whatever Accept a browser sends', () => {
    // Lambda answers audio base64-encoded (isBase64Encoded); API Gateway decodes it only for a
    // binary media type matching the request's first Accept value, hence the wildcard.
    template.hasResourceProperties('AWS::ApiGateway::RestApi', { BinaryMediaTypes: ['*/*'] });
  });

  test('the stage is prod, throttled as a whole', () => {
    template.hasResourceProperties('AWS::ApiGateway::Stage', {
      StageName: 'prod',
      MethodSettings: Match.arrayWith([
        Match.objectLike({
          ResourcePath: '/*',
          HttpMethod: '*',
          ThrottlingRateLimit: THROTTLING.rateLimit,
          ThrottlingBurstLimit: THROTTLING.burstLimit,
        }),
      ]),
    });
  });

  /** The stage's method settings, by "resource path + method" as API Gateway keys them. */
  const methodSettings = (): Map<string, Record<string, unknown>> => {
    const [stage] = Object.values(resourcesOf(template, 'AWS::ApiGateway::Stage'));
    const settingsList = stage!.Properties.MethodSettings as Array<Record<string, unknown>>;
    return new Map(settingsList.map((entry) => [`${String(entry.ResourcePath)} ${String(entry.HttpMethod)}`, entry]));
  };
  /** API Gateway writes a resource path's own slashes as "~1" in method settings ("/~1api~1auth~1login"). */
  const settingsKey = (route: (typeof routeList)[number][1]) => {
    const key = methodSettingsKey(route);
    const method = key.slice(key.lastIndexOf('/') + 1);
    return `/${key.slice(0, key.lastIndexOf('/')).replace(/\//g, '~1')} ${method}`;
  };

  test.each(routeList)("%s: the webhook, auth and coach routes have a throttle of their own, under the stage's", (_name, route) => {
    const own = methodSettings().get(settingsKey(route));
    const expected =
      route === routes.stripeWebhook
        ? METHOD_THROTTLES.webhook
        : callsOpenAI(route)
          ? METHOD_THROTTLES.coach
          : route.path.startsWith('/api/auth/')
            ? METHOD_THROTTLES.auth
            : undefined;
    if (!expected) {
      expect(own).toBeUndefined();
      return;
    }
    expect(own).toMatchObject({ ThrottlingRateLimit: expected.rateLimit, ThrottlingBurstLimit: expected.burstLimit });
    expect(expected.rateLimit).toBeLessThan(THROTTLING.rateLimit);
  });

  test('the stage keeps access logs of route templates, statuses and timings: no body, no path with ids, no query', () => {
    const [stage] = Object.values(resourcesOf(template, 'AWS::ApiGateway::Stage'));
    const setting = stage!.Properties.AccessLogSetting as { Format: string; DestinationArn: unknown };
    expect(JSON.parse(setting.Format)).toEqual(ACCESS_LOG_FIELDS);
    expect(setting.Format).not.toMatch(/\$context\.path|requestOverride|body|querystring|\$input/i);
    expect(JSON.stringify(setting.DestinationArn)).toContain('AccessLogs');
    template.hasResourceProperties('AWS::Logs::LogGroup', { RetentionInDays: 90 });
  });

  test.each(['MISSING_AUTHENTICATION_TOKEN', 'RESOURCE_NOT_FOUND'])('%s answers the JSON 404', (type) => {
    const [response, ...others] = Object.values(resourcesOf(template, 'AWS::ApiGateway::GatewayResponse')).filter(
      (candidate) => candidate.Properties.ResponseType === type,
    );
    expect(others).toHaveLength(0);
    expect(response?.Properties).toMatchObject({
      StatusCode: '404',
      ResponseParameters: { 'gatewayresponse.header.Content-Type': "'application/json'" },
    });
    const body = (response!.Properties.ResponseTemplates as Record<string, string>)['application/json']!;
    expect(JSON.parse(body)).toEqual({ success: false, code: 'NOT_FOUND', message: NOT_FOUND_BODY.message });
  });
});

describe('data', () => {
  test('the table is encrypted with a key of our own, rotated yearly and kept if the stack goes', () => {
    const [keyId, ...otherKeys] = Object.keys(resourcesOf(template, 'AWS::KMS::Key'));
    expect(otherKeys).toHaveLength(0);
    template.hasResource('AWS::KMS::Key', { DeletionPolicy: 'Retain', Properties: { EnableKeyRotation: true } });
    template.hasResourceProperties('AWS::DynamoDB::Table', {
      SSESpecification: { SSEEnabled: true, SSEType: 'KMS', KMSMasterKeyId: { 'Fn::GetAtt': [keyId, 'Arn'] } },
    });
  });

  test('the table is on demand, recoverable, protected, kept if the stack goes or replaces it, and expires items', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
      UpdateReplacePolicy: 'Retain',
      Properties: {
        BillingMode: 'PAY_PER_REQUEST',
        DeletionProtectionEnabled: true,
        PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
        TimeToLiveSpecification: { AttributeName: tableSchema.ttlAttribute, Enabled: true },
        KeySchema: [
          { AttributeName: tableSchema.partitionKey, KeyType: 'HASH' },
          { AttributeName: tableSchema.sortKey, KeyType: 'RANGE' },
        ],
      },
    });
  });

  test('the app origin parameter holds the CloudFront domain', () => {
    const [parameter] = Object.values(resourcesOf(template, 'AWS::SSM::Parameter'));
    expect(parameter?.Properties.Name).toBe('/blue-guardian/BlueGuardian/app-origin');
    expect(parameter?.Properties.Value).toEqual({
      'Fn::Join': ['', ['https://', { 'Fn::GetAtt': [expect.stringMatching(/Distribution/), 'DomainName'] }]],
    });
  });

  test('outputs name the site, the API, the table and the secrets to fill in', () => {
    expect(Object.keys(template.findOutputs('*')).sort()).toEqual([
      'ApiUrl',
      'BotCheckSecretKeyArn',
      'FirebaseServerApiKeySecretArn',
      'FirebaseServiceAccountSecretArn',
      'OpenAiApiKeySecretArn',
      'SiteUrl',
      'StripeSecretKeySecretArn',
      'StripeWebhookSecretArn',
      'StripeWebhookUrl',
      'TableName',
    ]);
  });

  test('the secrets the operator fills in are created with placeholder values and outlive the stack', () => {
    // The origin guard's secret is generated and replaced with the stack (edge.test.ts); the
    // unsubscribe signing key is generated too (weekly-summary.test.ts), and the free trial's key (below).
    const generated = ['ApiOriginGuard', 'UnsubscribeSigningSecret', 'TrialEmailHashSecret'];
    const secrets = Object.entries(resourcesOf(template, 'AWS::SecretsManager::Secret')).filter(
      ([id]) => !generated.some((prefix) => id.startsWith(prefix)),
    );
    expect(secrets.map(([id]) => id.replace(/[A-F0-9]{8}$/, '')).sort()).toEqual([
      'BotCheckSecretKey',
      'FirebaseServerApiKey',
      'FirebaseServiceAccount',
      'OpenAiApiKey',
      'StripeSecretKey',
      'StripeWebhookSecret',
    ]);
    for (const [, secret] of secrets) expect([secret.DeletionPolicy, secret.UpdateReplacePolicy]).toEqual(['Retain', 'Retain']);
    const valueOf = (prefix: string) => secrets.find(([id]) => id.startsWith(prefix))![1].Properties.SecretString;
    expect(valueOf('OpenAiApiKey')).toBe(OPENAI_KEY_PLACEHOLDER);
    expect(valueOf('StripeSecretKey')).toBe(STRIPE_KEY_PLACEHOLDER);
    expect(valueOf('StripeWebhookSecret')).toBe(STRIPE_WEBHOOK_SECRET_PLACEHOLDER);
    expect(valueOf('BotCheckSecretKey')).toBe(BOT_CHECK_SECRET_PLACEHOLDER);
    expect(valueOf('FirebaseServerApiKey')).toBe(FIREBASE_SERVER_KEY_PLACEHOLDER);
  });

  test("the free trial's e-mail hash key is generated and outlives the stack: a new key would forget who had the trial", () => {
    const keys = Object.entries(resourcesOf(template, 'AWS::SecretsManager::Secret')).filter(([id]) =>
      id.startsWith('TrialEmailHashSecret'),
    );
    expect(keys).toHaveLength(1);
    const [, key] = keys[0]!;
    expect(key.DeletionPolicy).toBe('Retain');
    expect(key.Properties.SecretString).toBeUndefined();
    expect(key.Properties.GenerateSecretString).toMatchObject({ PasswordLength: 64, ExcludePunctuation: true });
  });
});

describe('context', () => {
  test('missing settings still synthesise, with placeholders and a warning for each', () => {
    // Synthesis also prints the warnings; the assertions below read them instead.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { stack, template: bare } = synth({});
    const annotations = Annotations.fromStack(stack);
    quiet.mockRestore();
    for (const key of ['firebaseProjectId', 'firebaseApiKey', 'mailFrom', 'botCheckSiteKey']) {
      annotations.hasWarning('/BlueGuardian', Match.stringLikeRegexp(`Context "${key}" is not set`));
    }
    const env = environmentOf(bare, routes.login);
    expect(env.FIREBASE_PROJECT_ID).toMatch(/placeholder/);
  });

  test('complete settings raise no warning of ours', () => {
    const { stack } = synth();
    const warnings = Annotations.fromStack(stack).findWarning('*', Match.stringLikeRegexp('Context "'));
    expect(warnings).toEqual([]);
  });

  test('an existing Firebase secret is used instead of a new one', () => {
    const arn = 'arn:aws:secretsmanager:eu-west-1:111122223333:secret:bg/firebase-AbCdEf';
    const { template: imported } = synth({ ...settings, firebaseServiceAccountSecretArn: arn });
    expect(Object.keys(resourcesOf(imported, 'AWS::SecretsManager::Secret')).some((id) => id.startsWith('FirebaseServiceAccount'))).toBe(
      false,
    );
    const secretReaders = routeList.filter(([, route]) => readsResource(imported, route, arn));
    expect(secretReaders.map(([name]) => name).sort()).toEqual(
      routeList
        .filter(([, route]) => route.access.identityAdmin)
        .map(([name]) => name)
        .sort(),
    );
  });

  test('an existing OpenAI key secret is used instead of a new one, by the coach, voice and goal suggestion routes only', () => {
    const arn = 'arn:aws:secretsmanager:eu-west-1:111122223333:secret:bg/openai-AbCdEf';
    const { template: imported } = synth({ ...settings, openAiApiKeySecretArn: arn });
    expect(Object.keys(resourcesOf(imported, 'AWS::SecretsManager::Secret')).some((id) => id.startsWith('OpenAiApiKey'))).toBe(false);
    const readers = routeList.filter(([, route]) => readsResource(imported, route, arn));
    expect(readers.map(([name]) => name).sort()).toEqual([
      'regenerateReply',
      'sendMessage',
      'sendTemporaryMessage',
      'speak',
      'streamReply',
      'suggestGoal',
      'transcribe',
    ]);
    expect(environmentOf(imported, routes.sendMessage).OPENAI_API_KEY_SECRET_ARN).toBe(arn);
    expect(environmentOf(imported, routes.transcribe).OPENAI_API_KEY_SECRET_ARN).toBe(arn);
  });

  test('existing Stripe secrets are used instead of new ones: the key by the payment functions, the signing secret by the webhook', () => {
    const keyArn = 'arn:aws:secretsmanager:eu-west-1:111122223333:secret:bg/stripe-key-AbCdEf';
    const hookArn = 'arn:aws:secretsmanager:eu-west-1:111122223333:secret:bg/stripe-hook-AbCdEf';
    const { template: imported } = synth({ ...settings, stripeSecretKeySecretArn: keyArn, stripeWebhookSecretArn: hookArn });
    expect(Object.keys(resourcesOf(imported, 'AWS::SecretsManager::Secret')).filter((id) => id.startsWith('Stripe'))).toEqual([]);
    const keyReaders = routeList.filter(([, route]) => readsResource(imported, route, keyArn)).map(([name]) => name);
    expect(keyReaders.sort()).toEqual(
      routeList
        .filter(([, route]) => route.access.payments)
        .map(([name]) => name)
        .sort(),
    );
    const hookReaders = routeList.filter(([, route]) => readsResource(imported, route, hookArn)).map(([name]) => name);
    expect(hookReaders).toEqual(['stripeWebhook']);
    expect(environmentOf(imported, routes.stripeWebhook).STRIPE_WEBHOOK_SECRET_ARN).toBe(hookArn);
    expect(environmentOf(imported, routes.createSubscription).STRIPE_SECRET_KEY_SECRET_ARN).toBe(keyArn);
  });

  test('the price ids reach the payment functions and the web config, nothing else', () => {
    const holders = routeList.filter(([, route]) => environmentOf(template, route).STRIPE_PRICE_PREMIUM_ANNUAL !== undefined);
    expect(holders.map(([name]) => name).sort()).toEqual(
      [...routeList.filter(([, route]) => route.access.payments).map(([name]) => name), 'webConfig'].sort(),
    );
    expect(environmentOf(template, routes.webConfig)).toMatchObject({
      STRIPE_PRICE_PREMIUM_MONTHLY: settings.stripePricePremiumMonthly,
      STRIPE_PRICE_PREMIUM_ANNUAL: settings.stripePricePremiumAnnual,
    });
  });

  test('without the Premium price ids synthesis warns that checkout cannot work', () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { stack } = synth({ firebaseProjectId: 'p', firebaseApiKey: 'k', mailFrom: 'a@b.test' });
    quiet.mockRestore();
    Annotations.fromStack(stack).hasWarning('/BlueGuardian', Match.stringLikeRegexp('stripePricePremiumMonthly'));
  });

  test('openAiModel reaches the functions that ask the chat model only (the coach, the goal suggester); unset, each picks its default', () => {
    const { template: withModel } = synth({ ...settings, openAiModel: 'gpt-4.1-mini' });
    const holders = routeList.filter(([, route]) => environmentOf(withModel, route).OPENAI_MODEL !== undefined);
    expect(holders.map(([name]) => name).sort()).toEqual([
      'regenerateReply',
      'sendMessage',
      'sendTemporaryMessage',
      'streamReply',
      'suggestGoal',
    ]);
    expect(environmentOf(withModel, routes.sendMessage).OPENAI_MODEL).toBe('gpt-4.1-mini');
    for (const [, route] of routeList) expect(environmentOf(template, route).OPENAI_MODEL).toBeUndefined();
  });

  test('safetyJudgeModel reaches the functions that reply as the coach only', () => {
    const { template: withJudge } = synth({ ...settings, safetyJudgeModel: 'gpt-4.1-nano' });
    const holders = routeList.filter(([, route]) => environmentOf(withJudge, route).SAFETY_JUDGE_MODEL !== undefined);
    expect(holders.map(([name]) => name).sort()).toEqual(['regenerateReply', 'sendMessage', 'sendTemporaryMessage', 'streamReply']);
    expect(environmentOf(withJudge, routes.streamReply).SAFETY_JUDGE_MODEL).toBe('gpt-4.1-nano');
    for (const [, route] of routeList) expect(environmentOf(template, route).SAFETY_JUDGE_MODEL).toBeUndefined();
  });

  test('firebaseAuthDomain reaches the web config function only', () => {
    const { template: withDomain } = synth({ ...settings, firebaseAuthDomain: 'auth.blueguardian.test' });
    const holders = routeList.filter(([, route]) => environmentOf(withDomain, route).FIREBASE_AUTH_DOMAIN !== undefined);
    expect(holders.map(([name]) => name)).toEqual(['webConfig']);
    expect(environmentOf(withDomain, routes.webConfig).FIREBASE_AUTH_DOMAIN).toBe('auth.blueguardian.test');
  });

  test("without firebaseAuthDomain no function is given one (Firebase's default domain applies)", () => {
    for (const [, route] of routeList) expect(environmentOf(template, route).FIREBASE_AUTH_DOMAIN).toBeUndefined();
  });

  test('a custom domain with its certificate becomes the site origin', () => {
    const { template: custom } = synth({
      ...settings,
      domainName: 'app.blueguardian.test',
      certificateArn: 'arn:aws:acm:us-east-1:111122223333:certificate/0f0e0d0c-aaaa-bbbb-cccc-111122223333',
    });
    expect(distributionConfig(custom).Aliases).toEqual(['app.blueguardian.test']);
    custom.hasResourceProperties('AWS::SSM::Parameter', { Value: 'https://app.blueguardian.test' });
  });
});

test('route labels are unique, so each function can be found by its description', () => {
  const labels = routeList.map(([, route]) => routeLabel(route));
  expect(new Set(labels).size).toBe(labels.length);
});
