import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { BlueGuardianStack } from '../../infra/stack';
import { cdkJsonContext, projectRoot } from './template-queries';

/** Deploy settings of a complete configuration, as an operator would give them. */
export const settings = {
  firebaseProjectId: 'bg-test',
  firebaseApiKey: 'test-web-api-key',
  mailFrom: 'Blue Guardian <hello@blueguardian.test>',
};

const tempDirs: string[] = [];

/** A fresh temporary directory, removed by `removeTempDirs`. */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  tempDirs.push(dir);
  return dir;
}

/** For `afterAll`: removes every directory `tempDir` handed out. */
export function removeTempDirs(): void {
  tempDirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
}

/** Synthesises the stack as `cdk synth` would (cdk.json's flags), minus asset bundling. */
export function synth(context: Record<string, unknown> = settings) {
  const app = new App({
    outdir: tempDir('bg-infra-'),
    context: { ...cdkJsonContext(), ...context, 'aws:cdk:bundling-stacks': [] },
  });
  const stack = new BlueGuardianStack(app, 'BlueGuardian', { projectRoot });
  return { stack, template: Template.fromStack(stack) };
}
