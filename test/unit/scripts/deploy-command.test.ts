import { deployCommand } from '../../../scripts/deploy-command';

/** `npm run deploy -- --stage <name>` (scripts/deploy-command.ts): what it asks cdk to do. */

const context = { stages: { dev: {}, prod: { production: true }, staging: {} } };

describe('npm run deploy', () => {
  test('deploys every stack of the named stage, asking before a change that widens access, other options forwarded', () => {
    expect(deployCommand(['--stage', 'prod', '--profile', 'ops'], context)).toEqual([
      'cdk',
      'deploy',
      '--all',
      '-c',
      'stage=prod',
      '--require-approval',
      'broadening',
      '--profile',
      'ops',
    ]);
    expect(deployCommand(['--stage=staging'], context)).toContain('stage=staging');
  });

  test('deploys the dev stage when no stage is named', () => {
    expect(deployCommand([], context)).toContain('stage=dev');
  });

  test('refuses a stage cdk.json does not name, listing those it does', () => {
    expect(() => deployCommand(['--stage', 'production'], context)).toThrow(
      'Unknown stage "production". The stages are dev, prod, staging (cdk.json, context "stages").',
    );
  });

  test('refuses --stage without a name, and a stage given as a context value beside it', () => {
    expect(() => deployCommand(['--stage'], context)).toThrow('--stage needs a stage name');
    expect(() => deployCommand(['--stage', 'dev', '-c', 'stage=prod'], context)).toThrow('Give the stage as --stage <name>');
  });
});
