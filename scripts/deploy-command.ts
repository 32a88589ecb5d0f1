import { DEFAULT_STAGE, stagesOf, unknownStageMessage } from '../infra/stages';

/**
 * The `cdk deploy` of `npm run deploy -- --stage <name> [cdk options]`: every stack of the stage
 * (its edge stack, then its app stack), asking before any change that widens access. Options
 * other than `--stage` go to `cdk deploy` unchanged. No `--stage` means the dev stage.
 */
export function deployCommand(argv: readonly string[], context: { stages?: unknown }): string[] {
  const forwarded: string[] = [];
  let stage: string | undefined;
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index]!;
    if (arg === '--stage') {
      stage = argv[index + 1];
      if (!stage || stage.startsWith('-')) throw new Error('--stage needs a stage name: npm run deploy -- --stage <name>');
      index += 1;
    } else if (arg.startsWith('--stage=')) {
      stage = arg.slice('--stage='.length);
    } else if (/^(--context=)?stage=/.test(arg)) {
      // A second stage value would leave which one cdk uses to its argument order.
      throw new Error('Give the stage as --stage <name>, not as the context value stage');
    } else {
      forwarded.push(arg);
    }
  }
  const name = stage?.trim() || DEFAULT_STAGE;
  const known = Object.keys(stagesOf(context));
  if (!known.includes(name)) throw new Error(unknownStageMessage(name, known));
  return ['cdk', 'deploy', '--all', '-c', `stage=${name}`, '--require-approval', 'broadening', ...forwarded];
}
