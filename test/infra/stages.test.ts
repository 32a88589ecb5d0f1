import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { stageContext } from '../../infra/stages';
import { removeTempDirs, settings, synthStage } from './synth';
import { distributionConfig, resourcesOf } from './template-queries';

/**
 * Stages (infra/stages.ts): dev and prod side by side in one account, each with stacks, a table,
 * secrets and alarms of its own; prod refusing to synthesise without what real users need; and the
 * edge stack's firewall reaching the app stack with no ARN copied by hand.
 */

afterAll(removeTempDirs);
// The CLI's credentials would give the dev stage an account; these tests name it when they mean one.
delete process.env.CDK_DEFAULT_ACCOUNT;
delete process.env.CDK_DEFAULT_REGION;

const { webAclArn: _pasted, ...withoutFirewall } = settings;
/** What an operator gives prod: the account (a placeholder, for synth), its alarm e-mail and its domain. */
const prodSettings = {
  ...withoutFirewall,
  stage: 'prod',
  account: '000000000000',
  region: 'eu-west-1',
  alarmEmail: 'alarms@blueguardian.test',
  domainName: 'app.blueguardian.test',
  certificateArn: 'arn:aws:acm:us-east-1:000000000000:certificate/test',
};

/** The names each stage's things get: fixed names would clash between stages, so there are none. */
function ownedNames(template: Template) {
  const fixedNames = [
    ...Object.values(resourcesOf(template, 'AWS::DynamoDB::Table')).map((table) => table.Properties.TableName),
    ...Object.values(resourcesOf(template, 'AWS::SNS::Topic')).map((topic) => topic.Properties.TopicName),
    ...Object.values(resourcesOf(template, 'AWS::SecretsManager::Secret')).map((secret) => secret.Properties.Name),
  ];
  const parameters = Object.values(resourcesOf(template, 'AWS::SSM::Parameter')).map((parameter) => parameter.Properties.Name);
  return { template, fixedNames, parameters };
}

describe('each stage is a deployment of its own', () => {
  const dev = synthStage(withoutFirewall);
  const prod = synthStage(prodSettings);
  const [devTemplate, prodTemplate] = [Template.fromStack(dev.app), Template.fromStack(prod.app)];

  test('dev’s stacks carry its name; prod keeps the names of the stacks deployed before there were stages', () => {
    expect([dev.edge?.stackName, dev.app.stackName]).toEqual(['BlueGuardianEdge-dev', 'BlueGuardian-dev']);
    expect([prod.edge?.stackName, prod.app.stackName]).toEqual(['BlueGuardianEdge', 'BlueGuardian']);
  });

  test('the table, the alarms topic and the secrets have no fixed names, so each is named after its own stage’s stack', () => {
    const [devNames, prodNames] = [ownedNames(devTemplate), ownedNames(prodTemplate)];
    expect(Object.keys(resourcesOf(devNames.template, 'AWS::DynamoDB::Table'))).toHaveLength(1);
    expect(Object.keys(resourcesOf(devNames.template, 'AWS::SNS::Topic'))).toHaveLength(1);
    expect([...devNames.fixedNames, ...prodNames.fixedNames].filter(Boolean)).toEqual([]);
    expect(devNames.parameters).toEqual(['/blue-guardian/BlueGuardian-dev/app-origin']);
    expect(prodNames.parameters).toEqual(['/blue-guardian/BlueGuardian/app-origin']);
  });

  test('the app stack’s distribution gets the edge stack’s firewall by a cross-region reference, deployed after it', () => {
    const edgeOutputs = Template.fromStack(prod.edge!).toJSON().Outputs as Record<string, { Value: unknown }>;
    const webAclId = distributionConfig(prodTemplate).WebACLId as {
      'Fn::GetStackOutput': { StackName: string; Region: string; OutputName: string };
    };
    const { StackName, Region, OutputName } = webAclId['Fn::GetStackOutput'];
    expect([StackName, Region]).toEqual(['BlueGuardianEdge', 'us-east-1']);
    expect(edgeOutputs[OutputName]!.Value).toEqual({ 'Fn::GetAtt': ['WebAcl', 'Arn'] });
    expect(prod.app.dependencies).toContain(prod.edge);
  });

  test('an existing firewall’s ARN is used instead, and the stage then deploys no edge stack of its own', () => {
    const existing = synthStage({ ...prodSettings, webAclArn: settings.webAclArn });
    expect(existing.edge).toBeUndefined();
    expect(distributionConfig(Template.fromStack(existing.app)).WebACLId).toBe(settings.webAclArn);
  });
});

describe('a production stage without its settings', () => {
  test('refuses to synthesise, naming every missing setting and where to set it', () => {
    expect(() => synthStage({ ...withoutFirewall, stage: 'prod' })).toThrow(
      'Stage "prod" serves real users and cannot be synthesised without: a firewall (the edge stack is attached ' +
        'when the account is known: deploy with AWS credentials, or pass -c account=000000000000 to synth offline; ' +
        'or set webAclArn to an existing web ACL); alarmEmail; domainName; certificateArn. ' +
        'Set them in cdk.json under "stages" → "prod", or with -c key=value.',
    );
  });

  test('names only what is missing', () => {
    expect(() => synthStage({ ...prodSettings, certificateArn: '' })).toThrow(/without: certificateArn\. Set them/);
  });
});

test('a stage’s own non-empty settings come before the flat keys, which fill in the rest', () => {
  const app = new App({
    context: {
      stage: 'prod',
      stages: { prod: { alarmEmail: 'prod@blueguardian.test', domainName: '' } },
      alarmEmail: 'dev@blueguardian.test',
      domainName: 'dev.blueguardian.test',
    },
  });
  expect(stageContext(app, 'alarmEmail')).toBe('prod@blueguardian.test');
  expect(stageContext(app, 'domainName')).toBe('dev.blueguardian.test');
});

test('an unknown stage is refused, with the stages there are', () => {
  expect(() => synthStage({ ...withoutFirewall, stage: 'qa' })).toThrow('Unknown stage "qa". The stages are dev, prod');
});
