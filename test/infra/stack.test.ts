import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { readConfig } from '../../functions/lib/config';
import { tableSchema } from '../../functions/data/table-schema';
import { routeList, routes } from '../../shared/routes';
import { apiPathSegments, NOT_FOUND_BODY } from '../../infra/constructs/api';
import { COACH_FUNCTION, FUNCTION_DEFAULTS } from '../../infra/constructs/api-function';
import { OPENAI_KEY_PLACEHOLDER } from '../../infra/stack';
import { removeTempDirs, settings, synth } from './synth';
import {
  apiFunctionIds,
  distributionConfig,
  environmentOf,
  functionIdOf,
  functionOf,
  resourcePaths,
  resourcesOf,
  routeLabel,
  statementsOf,
} from './template-queries';

afterAll(removeTempDirs);
const { template } = synth();

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

  test.each(routeList)('%s may run 10 s, or 29 s (all API Gateway waits) when it calls the coach', (_name, route) => {
    const { Properties } = functionOf(template, route);
    expect(Properties.Timeout).toBe(route.access.coach ? 29 : 10);
    expect(Properties.MemorySize).toBe(route.access.coach ? COACH_FUNCTION.memorySize : FUNCTION_DEFAULTS.memorySize);
  });

  test('the chat routes that reply are the coach routes', () => {
    const coachRoutes = routeList.filter(([, route]) => route.access.coach).map(([name]) => name);
    expect(coachRoutes.sort()).toEqual(['regenerateReply', 'sendMessage']);
  });

  test.each(routeList)('%s gets every variable functions/lib/config.ts requires in Lambda', (_name, route) => {
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

  test('log groups keep logs for a finite time', () => {
    const groups = Object.values(resourcesOf(template, 'AWS::Logs::LogGroup'));
    expect(groups.length).toBeGreaterThanOrEqual(routeList.length);
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
    expect(JSON.stringify(integration.Uri)).toContain(`"${functionIdOf(template, route)}"`);
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

  test('the stage is prod, throttled', () => {
    template.hasResourceProperties('AWS::ApiGateway::Stage', {
      StageName: 'prod',
      MethodSettings: Match.arrayWith([
        Match.objectLike({ ThrottlingRateLimit: Match.anyValue(), ThrottlingBurstLimit: Match.anyValue() }),
      ]),
    });
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
  test('the table is on demand, recoverable, protected and expires items', () => {
    template.resourceCountIs('AWS::DynamoDB::Table', 1);
    template.hasResource('AWS::DynamoDB::Table', {
      DeletionPolicy: 'Retain',
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
      'FirebaseServiceAccountSecretArn',
      'OpenAiApiKeySecretArn',
      'SiteUrl',
      'TableName',
    ]);
  });

  test('the secrets are created with placeholder values and outlive the stack', () => {
    const secrets = Object.entries(resourcesOf(template, 'AWS::SecretsManager::Secret'));
    expect(secrets.map(([id]) => id.replace(/[A-F0-9]{8}$/, '')).sort()).toEqual(['FirebaseServiceAccount', 'OpenAiApiKey']);
    for (const [, secret] of secrets) expect(secret.DeletionPolicy).toBe('Retain');
    const openAi = secrets.find(([id]) => id.startsWith('OpenAiApiKey'))![1];
    expect(openAi.Properties.SecretString).toBe(OPENAI_KEY_PLACEHOLDER);
  });
});

describe('context', () => {
  test('missing settings still synthesise, with placeholders and a warning for each', () => {
    // Synthesis also prints the warnings; the assertions below read them instead.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { stack, template: bare } = synth({});
    const annotations = Annotations.fromStack(stack);
    quiet.mockRestore();
    for (const key of ['firebaseProjectId', 'firebaseApiKey', 'mailFrom']) {
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
    expect(Object.keys(resourcesOf(imported, 'AWS::SecretsManager::Secret'))).toEqual([
      expect.stringMatching(/^OpenAiApiKey/),
    ]);
    const secretReaders = routeList.filter(([, route]) =>
      statementsOf(imported, functionIdOf(imported, route)).some((statement) => statement.Resource === arn),
    );
    expect(secretReaders.map(([name]) => name).sort()).toEqual(
      routeList.filter(([, route]) => route.access.identityAdmin).map(([name]) => name).sort(),
    );
  });

  test('an existing OpenAI key secret is used instead of a new one, by the coach routes only', () => {
    const arn = 'arn:aws:secretsmanager:eu-west-1:111122223333:secret:bg/openai-AbCdEf';
    const { template: imported } = synth({ ...settings, openAiApiKeySecretArn: arn });
    expect(Object.keys(resourcesOf(imported, 'AWS::SecretsManager::Secret'))).toEqual([
      expect.stringMatching(/^FirebaseServiceAccount/),
    ]);
    const readers = routeList.filter(([, route]) =>
      statementsOf(imported, functionIdOf(imported, route)).some((statement) => statement.Resource === arn),
    );
    expect(readers.map(([name]) => name).sort()).toEqual(['regenerateReply', 'sendMessage']);
    expect(environmentOf(imported, routes.sendMessage).OPENAI_API_KEY_SECRET_ARN).toBe(arn);
  });

  test('openAiModel reaches the coach functions only; unset, the coach picks its default', () => {
    const { template: withModel } = synth({ ...settings, openAiModel: 'gpt-4.1-mini' });
    const holders = routeList.filter(([, route]) => environmentOf(withModel, route).OPENAI_MODEL !== undefined);
    expect(holders.map(([name]) => name).sort()).toEqual(['regenerateReply', 'sendMessage']);
    expect(environmentOf(withModel, routes.sendMessage).OPENAI_MODEL).toBe('gpt-4.1-mini');
    for (const [, route] of routeList) expect(environmentOf(template, route).OPENAI_MODEL).toBeUndefined();
  });

  test('firebaseAuthDomain reaches the web config function only', () => {
    const { template: withDomain } = synth({ ...settings, firebaseAuthDomain: 'auth.blueguardian.test' });
    const holders = routeList.filter(([, route]) => environmentOf(withDomain, route).FIREBASE_AUTH_DOMAIN !== undefined);
    expect(holders.map(([name]) => name)).toEqual(['webConfig']);
    expect(environmentOf(withDomain, routes.webConfig).FIREBASE_AUTH_DOMAIN).toBe('auth.blueguardian.test');
  });

  test('without firebaseAuthDomain no function is given one (Firebase\'s default domain applies)', () => {
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
