import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { deployCommand } from './deploy-command';

/** `npm run deploy -- --stage <name> [cdk options]`: deploys one stage (scripts/deploy-command.ts). */
function main(): number {
  const { context } = JSON.parse(readFileSync(new URL('../cdk.json', import.meta.url), 'utf8')) as { context: { stages?: unknown } };
  let args: string[];
  try {
    args = deployCommand(process.argv.slice(2), context);
  } catch (error) {
    console.error((error as Error).message);
    return 2;
  }
  console.log(`npx ${args.join(' ')}`);
  return spawnSync('npx', args, { stdio: 'inherit' }).status ?? 1;
}

process.exit(main());
