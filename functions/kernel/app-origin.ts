import { awsJsonRequest } from './aws-request';
import { config, ConfigError } from './config';

let origin: Promise<string> | undefined;

/**
 * The site's origin for links in e-mails: APP_ORIGIN when set (locally, or a custom domain),
 * otherwise the SSM parameter the stack writes once CloudFront has a domain. Read once.
 */
export function appOrigin(): Promise<string> {
  origin ??= (async () => {
    const { appOrigin: fixed, appOriginParameter, region } = config();
    if (fixed) return fixed;
    if (!appOriginParameter) {
      throw new ConfigError('Missing environment variable APP_ORIGIN or APP_ORIGIN_PARAMETER (see .env.example)');
    }
    // SSM's GetParameter (JSON 1.1 protocol), as the SDK's SSMClient sends it.
    const { Parameter } = await awsJsonRequest<{ Parameter?: { Value?: string } }>({
      signingName: 'ssm',
      endpointPrefix: 'ssm',
      serviceId: 'SSM',
      region,
      path: '/',
      contentType: 'application/x-amz-json-1.1',
      headers: { 'x-amz-target': 'AmazonSSM.GetParameter' },
      body: { Name: appOriginParameter },
    });
    if (!Parameter?.Value) throw new ConfigError(`SSM parameter ${appOriginParameter} is empty`);
    return Parameter.Value.replace(/\/+$/, '');
  })().catch((error) => {
    origin = undefined;
    throw error;
  });
  return origin;
}
