import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';
import { awsJsonRequest } from '../../../../functions/kernel/aws-request';
import { startFakeAws, useLambdaCredentials } from '../../../fixtures/fake-aws';

/** The signed-fetch helper: its signer pairing against AWS's own test vector, and its failures. */

it("signs as AWS's SigV4 test suite says (get-vanilla), with the hash the helper uses", async () => {
  const signer = new SignatureV4({
    service: 'service',
    region: 'us-east-1',
    credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' },
    sha256: Sha256,
    // The suite's vectors predate the content-hash header the signer adds by default.
    applyChecksum: false,
  });
  const signed = await signer.sign(
    {
      method: 'GET',
      protocol: 'https:',
      hostname: 'example.amazonaws.com',
      path: '/',
      query: {},
      headers: { host: 'example.amazonaws.com' },
    },
    { signingDate: new Date('2015-08-30T12:36:00Z') },
  );
  expect(signed.headers.authorization).toBe(
    'AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE/20150830/us-east-1/service/aws4_request, SignedHeaders=host;x-amz-date, ' +
      'Signature=5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31',
  );
});

describe('awsJsonRequest', () => {
  useLambdaCredentials();
  const call = {
    signingName: 'ssm',
    endpointPrefix: 'ssm',
    serviceId: 'SSM',
    region: 'us-east-1',
    path: '/',
    contentType: 'application/x-amz-json-1.1',
    body: {},
  };

  it('fails without Lambda credentials, before any request', async () => {
    delete process.env.AWS_ACCESS_KEY_ID;
    await expect(awsJsonRequest(call)).rejects.toThrow('Missing AWS credentials');
  });

  it('tries three times when nothing answers, then fails without a status', async () => {
    const fake = await startFakeAws([]);
    await fake.close();
    process.env.AWS_ENDPOINT_URL_SSM = fake.url;
    await expect(awsJsonRequest(call)).rejects.toMatchObject({ status: undefined, message: 'ssm: could not connect' });
  });

  it('does not retry a request AWS refused', async () => {
    const fake = await startFakeAws([{ status: 400, json: { __type: 'com.amazonaws.ssm#ValidationException', message: 'bad' } }]);
    process.env.AWS_ENDPOINT_URL_SSM = fake.url;
    await expect(awsJsonRequest(call)).rejects.toMatchObject({ code: 'ValidationException', status: 400, message: 'bad' });
    expect(fake.received).toHaveLength(1);
    await fake.close();
  });
});
