import { App, Aspects, type Stack } from 'aws-cdk-lib';
import { Annotations, Match } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import { BlueGuardianEdgeStack } from '../../infra/edge-stack';
import { NAG_ACKNOWLEDGEMENTS } from '../../infra/nag-acknowledgements';
import { removeTempDirs, settings, synth, tempDir } from './synth';

afterAll(removeTempDirs);

// The checks' findings are read here as annotations, so synthesis must not stop at the first
// error annotation (cdk.json has it report them as validation failures).
const collectFindings = { '@aws-cdk/core:annotationsInValidationReport': false };

/** Every AwsSolutions error and warning left on the stack, nested stacks' included, as `path: message`. */
function unacknowledged(stack: Stack): string[] {
  const annotations = Annotations.fromStack(stack);
  const rule = Match.stringLikeRegexp('AwsSolutions-.*');
  return [...annotations.findError('*', rule), ...annotations.findWarning('*', rule)].map(
    ({ id, entry }) => `${id}: ${String(entry.data).split('\n')[0]}`,
  );
}

describe("AWS's best-practice checks (cdk-nag, AwsSolutions pack)", () => {
  const { stack, stacks } = synth({ ...settings, ...collectFindings }, [new AwsSolutionsChecks()]);
  const edgeApp = new App({ outdir: tempDir('bg-edge-'), context: collectFindings });
  const edge = new BlueGuardianEdgeStack(edgeApp, 'BlueGuardianEdge');
  Aspects.of(edgeApp).add(new AwsSolutionsChecks());

  test('the app stack and every area’s nested stack leave no finding unfixed or unacknowledged', () => {
    expect(unacknowledged(stack)).toEqual([]);
  });

  test('the edge stack leaves no finding unfixed or unacknowledged', () => {
    expect(unacknowledged(edge)).toEqual([]);
  });

  test('each area’s template carries the acknowledgements with their reasons', () => {
    for (const { name, template } of stacks) {
      const metadata = (template.toJSON() as { Metadata?: { cdk_nag?: { rules_to_suppress: unknown[] } } }).Metadata;
      expect([name, metadata?.cdk_nag?.rules_to_suppress]).toEqual([
        name,
        expect.arrayContaining([expect.objectContaining({ id: 'AwsSolutions-L1' })]),
      ]);
    }
  });

  test('every acknowledgement gives its reason', () => {
    for (const { id, reason } of NAG_ACKNOWLEDGEMENTS) expect([id, reason.length > 40]).toEqual([id, true]);
  });
});
