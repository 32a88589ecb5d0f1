import type { IConstruct } from 'constructs';

/**
 * Stages: separate deployments of the whole app (its stacks, table, secrets, alarms, domain) that
 * can live side by side in one account. The stage is the context value `stage` (default `dev`);
 * cdk.json's `stages` object gives each stage's settings, which override the flat context keys.
 */
export const DEFAULT_STAGE = 'dev';

/** One stage's block in cdk.json: context keys of its own, and whether it serves real users. */
export type StageBlock = Record<string, unknown> & { production?: boolean | string };

/** The stages that exist even when cdk.json names none; cdk.json may add others or fill these in. */
const BUILT_IN_STAGES: Record<string, StageBlock> = { dev: {}, prod: { production: true } };

/** Stage names become stack names: CloudFormation allows letters, digits and hyphens. */
const STAGE_NAME = /^[a-z][a-z0-9-]{0,19}$/;

/**
 * The production settings a stage with `production: true` cannot do without: a deploy missing one
 * would serve real users with no firewall, with alarms nobody receives, or on a CloudFront address.
 */
export const PRODUCTION_REQUIREMENTS = ['firewall', 'alarmEmail', 'domainName', 'certificateArn'] as const;
export type ProductionRequirement = (typeof PRODUCTION_REQUIREMENTS)[number];

/** Every stage of a context (`stages` merged over the built-in dev and prod). */
export function stagesOf(context: { stages?: unknown }): Record<string, StageBlock> {
  const declared = context.stages ?? {};
  if (typeof declared !== 'object' || Array.isArray(declared)) {
    throw new Error('Context "stages" must be an object of stage names, each with its settings (cdk.json)');
  }
  const stages: Record<string, StageBlock> = { ...BUILT_IN_STAGES };
  for (const [name, block] of Object.entries(declared as Record<string, unknown>)) {
    if (!STAGE_NAME.test(name)) {
      throw new Error(`Stage name "${name}" must be lower-case letters, digits and hyphens, starting with a letter, at most 20`);
    }
    stages[name] = { ...BUILT_IN_STAGES[name], ...(block as StageBlock) };
  }
  return stages;
}

/** The error for a stage cdk.json does not name, listing those it does. */
export function unknownStageMessage(stage: string, known: readonly string[]): string {
  return `Unknown stage "${stage}". The stages are ${known.join(', ')} (cdk.json, context "stages").`;
}

function contextOf(scope: IConstruct): { stage?: unknown; stages?: unknown } {
  return { stage: scope.node.tryGetContext('stage'), stages: scope.node.tryGetContext('stages') };
}

/** The stage being synthesised: context `stage`, else `dev`. An unknown stage is an error. */
export function stageOf(scope: IConstruct): string {
  const context = contextOf(scope);
  const stage = String(context.stage ?? '').trim() || DEFAULT_STAGE;
  const stages = stagesOf(context);
  if (!(stage in stages)) throw new Error(unknownStageMessage(stage, Object.keys(stages)));
  return stage;
}

/** Whether the stage serves real users (its block says `production: true`). */
export function isProduction(scope: IConstruct): boolean {
  const flag = stagesOf(contextOf(scope))[stageOf(scope)]!.production;
  return flag === true || flag === 'true';
}

const isSet = (value: unknown): boolean => value !== undefined && value !== null && String(value).trim() !== '';

/**
 * A context value for the current stage: the stage's own value when it sets one (non-empty),
 * else the flat key. `-c key=value` sets the flat key, so it reaches a stage that leaves the key
 * empty; a value that names one stage's things (its domain, certificate, secrets, firewall)
 * belongs in that stage's block.
 */
export function stageContext(scope: IConstruct, key: string): unknown {
  const staged = stagesOf(contextOf(scope))[stageOf(scope)]![key];
  return isSet(staged) ? staged : scope.node.tryGetContext(key);
}

/**
 * The stage's stack names. `prod` keeps the names the app had before it had stages
 * (`BlueGuardian`, `BlueGuardianEdge`), so an existing deployment is updated in place: a new
 * stack name would make a new stack beside it, with a new, empty table (the old one is retained,
 * never deleted, but no longer used). Every other stage carries its name: `BlueGuardian-dev`.
 */
export function stackNames(stage: string): { app: string; edge: string } {
  if (stage === 'prod') return { app: 'BlueGuardian', edge: 'BlueGuardianEdge' };
  return { app: `BlueGuardian-${stage}`, edge: `BlueGuardianEdge-${stage}` };
}

/**
 * Where the stage deploys, when known: context `account` (and `region`), else the CLI's
 * credentials (CDK_DEFAULT_ACCOUNT and CDK_DEFAULT_REGION, which `cdk deploy` sets). The edge
 * stack's firewall reaches the app stack by a cross-region reference, which needs both stacks'
 * accounts and regions: offline, with no credentials, `-c account=000000000000` (a placeholder
 * for synth only, never for a deploy) lets synth wire it. Undefined means environment-agnostic.
 */
export function stageEnvironment(scope: IConstruct): { account: string; region: string } | undefined {
  const setting = (key: string, fallback: string | undefined): string | undefined => {
    const value = stageContext(scope, key);
    return isSet(value) ? String(value).trim() : fallback?.trim() || undefined;
  };
  const account = setting('account', process.env.CDK_DEFAULT_ACCOUNT);
  if (!account) return undefined;
  // The CDK CLI's own fallback when no region is configured.
  return { account, region: setting('region', process.env.CDK_DEFAULT_REGION) ?? 'us-east-1' };
}

/** The error of a production stage missing settings, naming each and where to set it. */
export function missingProductionMessage(stage: string, missing: readonly ProductionRequirement[]): string {
  const named = missing.map((requirement) =>
    requirement === 'firewall'
      ? 'a firewall (the edge stack is attached when the account is known: deploy with AWS credentials, or pass ' +
        '-c account=000000000000 to synth offline; or set webAclArn to an existing web ACL)'
      : requirement,
  );
  return (
    `Stage "${stage}" serves real users and cannot be synthesised without: ${named.join('; ')}. ` +
    `Set them in cdk.json under "stages" → "${stage}", or with -c key=value.`
  );
}
