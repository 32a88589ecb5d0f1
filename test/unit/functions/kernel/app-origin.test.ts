import { startFakeAws, sigV4For, useLambdaCredentials, type FakeAws } from '../../../fixtures/fake-aws';
import { useTestEnv } from '../../../fixtures/env';

/**
 * The site's origin in AWS: SSM's GetParameter at the wire, read once per container, and read
 * again after a failure.
 */

/** The module as a new container loads it, its cache empty. */
async function freshContainer(): Promise<() => Promise<string>> {
  let loaded: typeof import('../../../../functions/kernel/app-origin') | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import('../../../../functions/kernel/app-origin');
  });
  return loaded!.appOrigin;
}

useLambdaCredentials();
let ssm: FakeAws;
let appOrigin: () => Promise<string>;
beforeEach(async () => {
  ssm = await startFakeAws([{ status: 200, json: { Parameter: { Name: '/bg/app-origin', Value: 'https://d1.cloudfront.net/' } } }]);
  useTestEnv({ AWS_REGION: 'eu-west-1', APP_ORIGIN: undefined, APP_ORIGIN_PARAMETER: '/bg/app-origin', AWS_ENDPOINT_URL_SSM: ssm.url });
  appOrigin = await freshContainer();
});
afterEach(() => ssm.close());

it('reads the parameter with a signed GetParameter, once per container, without the trailing slash', async () => {
  await expect(appOrigin()).resolves.toBe('https://d1.cloudfront.net');
  await expect(appOrigin()).resolves.toBe('https://d1.cloudfront.net');
  expect(ssm.received).toHaveLength(1);
  const [read] = ssm.received;
  expect(read).toMatchObject({ method: 'POST', path: '/' });
  expect(read!.headers).toMatchObject({ 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': 'AmazonSSM.GetParameter' });
  expect(read!.headers.authorization).toMatch(sigV4For('ssm', 'eu-west-1'));
  expect(JSON.parse(read!.body)).toEqual({ Name: '/bg/app-origin' });
});

it("fails with SSM's error code, and reads the parameter again on the next call", async () => {
  ssm.answers = [
    { status: 400, json: { __type: 'com.amazonaws.ssm#ParameterNotFound', message: '' } },
    { status: 200, json: { Parameter: { Value: 'https://app.example.com' } } },
  ];
  await expect(appOrigin()).rejects.toMatchObject({ name: 'ParameterNotFound', code: 'ParameterNotFound', status: 400 });
  await expect(appOrigin()).resolves.toBe('https://app.example.com');
  expect(ssm.received).toHaveLength(2);
});

it('retries a throttled or failing read a couple of times before giving up', async () => {
  ssm.answers = [
    { status: 400, json: { __type: 'ThrottlingException', message: 'Rate exceeded' } },
    { status: 503, json: {} },
    { status: 200, json: { Parameter: { Value: 'https://app.example.com' } } },
  ];
  await expect(appOrigin()).resolves.toBe('https://app.example.com');
  expect(ssm.received).toHaveLength(3);

  ssm.received.length = 0;
  ssm.answers = [{ status: 500, json: { __type: 'InternalServerError', message: 'oops' } }];
  appOrigin = await freshContainer();
  await expect(appOrigin()).rejects.toMatchObject({ code: 'InternalServerError', status: 500 });
  expect(ssm.received).toHaveLength(3);
});

it('says so when the parameter is empty', async () => {
  ssm.answers = [{ status: 200, json: { Parameter: { Value: '' } } }];
  await expect(appOrigin()).rejects.toThrow('SSM parameter /bg/app-origin is empty');
});
