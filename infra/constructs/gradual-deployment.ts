import type { IAlarm } from 'aws-cdk-lib/aws-cloudwatch';
import { LambdaApplication, LambdaDeploymentConfig, LambdaDeploymentGroup } from 'aws-cdk-lib/aws-codedeploy';
import { ManagedPolicy, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Alias, type Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';
import type { AnyRoute } from '#shared/routes';
import { readsWebhookSecret } from './api-function';

/** The alarms a gradual deployment watches (infra/constructs/monitoring.ts). */
export interface DeploymentAlarms {
  serverErrors: IAlarm;
  coachFallbacks: IAlarm;
  webhookFailures: IAlarm;
}

/** The alias API Gateway invokes; CodeDeploy moves it from one version to the next. */
export const LIVE_ALIAS = 'live';

/** A new version takes 10% of the calls for five minutes before the rest: long enough for a five-minute alarm to fire. */
export const GRADUAL_DEPLOYMENT_CONFIG = LambdaDeploymentConfig.CANARY_10PERCENT_5MINUTES;

/**
 * The alarms that roll a route's new version back, or none when the route deploys at once: the
 * coach (what people in distress talk to) and the Stripe webhook (what keeps plans matching
 * payments) move gradually, watched by the API's 5xx rate and their own failure alarm.
 */
export function rollbackAlarmsOf(route: AnyRoute, alarms: DeploymentAlarms): IAlarm[] {
  if (route.access.coach) return [alarms.serverErrors, alarms.coachFallbacks];
  if (readsWebhookSecret(route)) return [alarms.serverErrors, alarms.webhookFailures];
  return [];
}

/**
 * CodeDeploy's application and role for one stack's gradual deployments, shared by its functions:
 * one role per stack rather than one per function keeps the stack's resource count down.
 */
export class GradualDeployments extends Construct {
  private readonly application: LambdaApplication;
  private readonly role: Role;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    this.application = new LambdaApplication(this, 'Application');
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('codedeploy.amazonaws.com'),
      managedPolicies: [ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSCodeDeployRoleForLambdaLimited')],
    });
  }

  /**
   * The function's live alias, on its current version: each deploy shifts the alias to the new
   * version by GRADUAL_DEPLOYMENT_CONFIG, and CodeDeploy shifts it back if any alarm fires.
   */
  liveAlias(fn: LambdaFunction, alarms: readonly IAlarm[]): Alias {
    const alias = new Alias(fn, 'Live', { aliasName: LIVE_ALIAS, version: fn.currentVersion });
    new LambdaDeploymentGroup(fn, 'Deployment', {
      application: this.application,
      role: this.role,
      alias,
      deploymentConfig: GRADUAL_DEPLOYMENT_CONFIG,
      alarms: [...alarms],
      autoRollback: { failedDeployment: true, deploymentInAlarm: true },
    });
    return alias;
  }
}
