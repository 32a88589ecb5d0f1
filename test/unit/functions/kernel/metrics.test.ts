import { countEvent, METRICS_NAMESPACE } from '../../../../functions/kernel/metrics';
import { startLogCapture, type LogCapture } from '../../../fixtures/capture-logs';
import { useTestEnv } from '../../../fixtures/env';

/** The counted events: one embedded-metric-format line each, which CloudWatch turns into a metric. */

let capture: LogCapture;
beforeEach(() => {
  useTestEnv({ POWERTOOLS_METRICS_DISABLED: 'false' });
  capture = startLogCapture();
});
afterEach(() => capture.stop());

const emfLines = () => capture.lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => '_aws' in line);

describe('countEvent', () => {
  it('writes one line at once, in our namespace, with the service and the given dimensions', () => {
    countEvent('ServerErrors', { route: 'stripeWebhook' });

    const [line, ...more] = emfLines();
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      _aws: {
        CloudWatchMetrics: [
          { Namespace: METRICS_NAMESPACE, Dimensions: [['service', 'route']], Metrics: [{ Name: 'ServerErrors', Unit: 'Count' }] },
        ],
      },
      service: 'blue-guardian',
      route: 'stripeWebhook',
      ServerErrors: 1,
    });
  });

  it('does not carry one event’s dimensions into the next', () => {
    countEvent('ServerErrors', { route: 'login' });
    countEvent('CoachFallbacks');

    expect(emfLines()[1]).not.toHaveProperty('route');
    expect(emfLines()[1]).toMatchObject({ CoachFallbacks: 1, service: 'blue-guardian' });
  });

  it('writes nothing where no CloudWatch reads it (POWERTOOLS_METRICS_DISABLED)', () => {
    useTestEnv();
    countEvent('UnsafeRepliesReplaced');
    expect(emfLines()).toEqual([]);
  });
});
