import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import type { Template } from 'aws-cdk-lib/assertions';
import type { AnyRoute } from '#shared/routes';

/**
 * Small readers over a synthesised template, so the tests speak in routes, paths and actions
 * rather than in CloudFormation logical ids.
 */

export const projectRoot = path.resolve(__dirname, '..', '..');

/** The context of cdk.json (feature flags included), so tests synthesise what `cdk synth` does. */
export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(path.join(projectRoot, 'cdk.json'), 'utf8')) as {
    context: Record<string, unknown>;
  };
  return cdkJson.context;
}

export interface CfnResource {
  Type: string;
  Properties: Record<string, unknown>;
  DeletionPolicy?: string;
  UpdateReplacePolicy?: string;
}

export interface PolicyStatementJson {
  Effect: string;
  Action: string | string[];
  Resource: unknown;
  Condition?: unknown;
}

export const resourcesOf = (template: Template, type: string): Record<string, CfnResource> =>
  template.findResources(type) as Record<string, CfnResource>;

export const routeLabel = (route: AnyRoute): string => `${route.method} ${route.path}`;

/**
 * Logical ids of the API functions: Node 22 on arm64 (CDK's own helper functions are neither),
 * described `METHOD /path` (background jobs' functions are described otherwise).
 */
export function apiFunctionIds(template: Template): string[] {
  return Object.entries(resourcesOf(template, 'AWS::Lambda::Function'))
    .filter(([, fn]) => fn.Properties.Runtime === 'nodejs22.x')
    .filter(([, fn]) => JSON.stringify(fn.Properties.Architectures) === '["arm64"]')
    .filter(([, fn]) => /^(GET|POST|PUT|DELETE|PATCH) \//.test(String(fn.Properties.Description)))
    .map(([id]) => id);
}

/** The logical id of a route's function, found by the `METHOD path` description it carries. */
export function functionIdOf(template: Template, route: AnyRoute): string {
  const functions = resourcesOf(template, 'AWS::Lambda::Function');
  const ids = Object.keys(functions).filter((id) => functions[id]!.Properties.Description === routeLabel(route));
  if (ids.length !== 1) throw new Error(`Expected one function for ${routeLabel(route)}, found ${ids.length}`);
  return ids[0]!;
}

/** The live alias of a function deployed gradually (infra/constructs/gradual-deployment.ts), if it has one. */
export function liveAliasOf(template: Template, functionId: string): [string, CfnResource] | undefined {
  return Object.entries(resourcesOf(template, 'AWS::Lambda::Alias')).find(
    ([, alias]) => JSON.stringify(alias.Properties.FunctionName) === JSON.stringify({ Ref: functionId }),
  );
}

export function functionOf(template: Template, route: AnyRoute): CfnResource {
  return resourcesOf(template, 'AWS::Lambda::Function')[functionIdOf(template, route)]!;
}

/** The environment variables of a route's function (tokens left as CloudFormation objects). */
export function environmentOf(template: Template, route: AnyRoute): Record<string, unknown> {
  const environment = functionOf(template, route).Properties.Environment as { Variables: Record<string, unknown> };
  return environment.Variables;
}

export const policyStatements = (policy: CfnResource): PolicyStatementJson[] =>
  (policy.Properties.PolicyDocument as { Statement: PolicyStatementJson[] }).Statement;

/** The statements of the policies inside a role (`Policies`: where the API functions' grants are). */
export const roleStatements = (role: CfnResource | undefined): PolicyStatementJson[] =>
  ((role?.Properties.Policies as CfnResource['Properties'][] | undefined) ?? []).flatMap(
    (policy) => (policy.PolicyDocument as { Statement: PolicyStatementJson[] }).Statement,
  );

/** Every statement in the template: inside roles, and in policies attached to them. */
export const allStatements = (template: Template): PolicyStatementJson[] => [
  ...Object.values(resourcesOf(template, 'AWS::IAM::Role')).flatMap(roleStatements),
  ...Object.values(resourcesOf(template, 'AWS::IAM::Policy')).flatMap(policyStatements),
];

/** Every statement of every policy of the function's role: those inside the role, and those attached to it. */
export function statementsOf(template: Template, functionId: string): PolicyStatementJson[] {
  const fn = resourcesOf(template, 'AWS::Lambda::Function')[functionId]!;
  const roleId = (fn.Properties.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  const inside = roleStatements(resourcesOf(template, 'AWS::IAM::Role')[roleId]);
  const attached = Object.values(resourcesOf(template, 'AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify(policy.Properties.Roles).includes(`"Ref":"${roleId}"`))
    .flatMap(policyStatements);
  return [...inside, ...attached];
}

export const actionsOf = (statement: PolicyStatementJson): string[] =>
  Array.isArray(statement.Action) ? statement.Action : [statement.Action];

/** All actions the function's role is allowed, optionally only those of one service prefix. */
export function allowedActions(template: Template, functionId: string, service?: string): string[] {
  return statementsOf(template, functionId)
    .filter((statement) => statement.Effect === 'Allow')
    .flatMap(actionsOf)
    .filter((action) => !service || action.startsWith(`${service}:`))
    .sort();
}

/** Full path (`/api/auth/login`) of every API Gateway resource, by logical id. */
export function resourcePaths(template: Template): Map<string, string> {
  const resources = resourcesOf(template, 'AWS::ApiGateway::Resource');
  const paths = new Map<string, string>();
  const pathOf = (id: string): string => {
    const known = paths.get(id);
    if (known) return known;
    const { ParentId, PathPart } = resources[id]!.Properties as { ParentId: { Ref?: string }; PathPart: string };
    const parent = ParentId.Ref ? pathOf(ParentId.Ref) : '';
    const full = `${parent}/${PathPart}`;
    paths.set(id, full);
    return full;
  };
  Object.keys(resources).forEach(pathOf);
  return paths;
}

/** The CloudFront distribution's config (the stack has exactly one). */
export function distributionConfig(template: Template): Record<string, unknown> {
  const [distribution, ...others] = Object.values(resourcesOf(template, 'AWS::CloudFront::Distribution'));
  if (!distribution || others.length) throw new Error('Expected exactly one CloudFront distribution');
  return distribution.Properties.DistributionConfig as Record<string, unknown>;
}
