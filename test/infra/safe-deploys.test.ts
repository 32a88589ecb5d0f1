import { readsWebhookSecret } from '../../infra/constructs/api-function';
import { LIVE_ALIAS } from '../../infra/constructs/gradual-deployment';
import { routeList } from '#shared/routes';
import { removeTempDirs, synth } from './synth';
import { functionIdOf, liveAliasOf, resourcesOf } from './template-queries';

afterAll(removeTempDirs);

const { template } = synth();
const aliases = Object.entries(resourcesOf(template, 'AWS::Lambda::Alias'));
const groups = resourcesOf(template, 'AWS::CodeDeploy::DeploymentGroup');
const alarmIds = Object.keys(resourcesOf(template, 'AWS::CloudWatch::Alarm'));
const alarm = (name: string) => ({ Name: { Ref: alarmIds.find((id) => id.startsWith(`Monitoring${name}`)) } });
const gradual = routeList.filter(([, route]) => route.access.coach || readsWebhookSecret(route));

describe('gradual deployments of the coach and the Stripe webhook', () => {
  test('the coach’s routes and the webhook move gradually; every other route deploys at once', () => {
    expect(gradual.map(([name]) => name).sort()).toEqual([
      'regenerateReply',
      'sendMessage',
      'sendTemporaryMessage',
      'streamReply',
      'stripeWebhook',
    ]);
    expect(aliases).toHaveLength(gradual.length);
    expect(Object.keys(groups)).toHaveLength(gradual.length);
  });

  test.each(gradual)(
    '%s: API Gateway calls its live alias; CodeDeploy gives a new version 10% for five minutes and rolls back on its alarms',
    (_name, route) => {
      const functionId = functionIdOf(template, route);
      const [aliasId, alias] = liveAliasOf(template, functionId)!;
      expect(alias.Properties.Name).toBe(LIVE_ALIAS);
      const integrations = Object.values(resourcesOf(template, 'AWS::ApiGateway::Method')).map((method) =>
        JSON.stringify(method.Properties.Integration),
      );
      expect(integrations.filter((integration) => integration.includes(`"${aliasId}"`))).toHaveLength(1);

      const { DeploymentGroupName } = (
        alias as unknown as { UpdatePolicy: { CodeDeployLambdaAliasUpdate: { DeploymentGroupName: { Ref: string } } } }
      ).UpdatePolicy.CodeDeployLambdaAliasUpdate;
      const group = groups[DeploymentGroupName.Ref]!.Properties;
      expect(group.DeploymentConfigName).toBe('CodeDeployDefault.LambdaCanary10Percent5Minutes');
      expect(group.AutoRollbackConfiguration).toEqual({ Enabled: true, Events: ['DEPLOYMENT_FAILURE', 'DEPLOYMENT_STOP_ON_ALARM'] });
      const ownAlarm = route.access.coach ? 'CoachFallbacks' : 'WebhookFailures';
      expect(group.AlarmConfiguration).toEqual({ Enabled: true, Alarms: [alarm('ServerErrors'), alarm(ownAlarm)] });
    },
  );
});
