import { Sha256 } from '@smithy/core/checksum';
import { SignatureV4 } from '@smithy/signature-v4';

/**
 * One SigV4-signed JSON call to an AWS API over fetch, in place of a whole SDK client for the
 * one call a function makes of SSM or SES (76 KB and 61 KB of bundle, docs/decisions/0055-cold-starts-measured-and-on-paper.md). The
 * signer and its hash are the ones the DynamoDB client already brings into every bundle.
 *
 * Credentials are the ones Lambda hands a function in its environment, read on every call.
 * The endpoint is `https://<endpointPrefix>.<region>.amazonaws.com` unless AWS_ENDPOINT_URL_<ID>
 * or AWS_ENDPOINT_URL names another, as the SDK's clients allow (tests point them at a local server).
 */
export interface AwsJsonCall {
  /** The name the request is signed for: `ssm`, `ses`. */
  signingName: string;
  /** The first label of the service's host name: `ssm`, `email`. */
  endpointPrefix: string;
  /** The SDK's service id, upper-cased, in the endpoint override variable: `SSM`, `SESV2`. */
  serviceId: string;
  region: string;
  path: string;
  /** `application/x-amz-json-1.1` for the JSON protocols, `application/json` for REST-JSON. */
  contentType: string;
  /** Extra headers, such as `x-amz-target` for the JSON protocols. */
  headers?: Record<string, string>;
  body: unknown;
}

/** AWS answered with an error, or did not answer usably after the retries. */
export class AwsRequestError extends Error {
  /** The HTTP status; undefined when no answer came. */
  readonly status: number | undefined;
  /** AWS's error code, e.g. `ParameterNotFound`; also the error's name, as with the SDK's errors. */
  readonly code: string | undefined;

  constructor(message: string, status: number | undefined, code: string | undefined, options?: { cause?: unknown }) {
    super(message, options);
    this.name = code ?? 'AwsRequestError';
    this.status = status;
    this.code = code;
  }
}

/** Three attempts, as the SDK's standard retry mode makes. */
const ATTEMPTS = 3;
/** Per attempt: three of them and their backoff fit a 10 s function. */
const ATTEMPT_TIMEOUT_MS = 2500;
const BACKOFF_MS = 100;

/** Throttling codes some services send with a 400, which the SDK retries too. */
const THROTTLING = new Set(['ThrottlingException', 'Throttling', 'TooManyRequestsException', 'RequestLimitExceeded']);

const retryable = (error: AwsRequestError): boolean =>
  error.status === undefined || error.status === 429 || error.status >= 500 || THROTTLING.has(error.code ?? '');

export async function awsJsonRequest<T>(call: AwsJsonCall): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await attemptOnce<T>(call);
    } catch (error) {
      if (!(error instanceof AwsRequestError) || !retryable(error) || attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, BACKOFF_MS * 2 ** (attempt - 1) * (0.5 + Math.random() / 2)));
    }
  }
}

function endpoint(call: AwsJsonCall): URL {
  const override = process.env[`AWS_ENDPOINT_URL_${call.serviceId}`] || process.env.AWS_ENDPOINT_URL;
  return new URL(call.path, override || `https://${call.endpointPrefix}.${call.region}.amazonaws.com`);
}

function credentials() {
  const { AWS_ACCESS_KEY_ID: accessKeyId, AWS_SECRET_ACCESS_KEY: secretAccessKey, AWS_SESSION_TOKEN: sessionToken } = process.env;
  if (!accessKeyId || !secretAccessKey) {
    throw new AwsRequestError('Missing AWS credentials (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY)', undefined, 'CredentialsProviderError');
  }
  return { accessKeyId, secretAccessKey, ...(sessionToken && { sessionToken }) };
}

async function attemptOnce<T>(call: AwsJsonCall): Promise<T> {
  const url = endpoint(call);
  const signer = new SignatureV4({ service: call.signingName, region: call.region, credentials: credentials(), sha256: Sha256 });
  const signed = await signer.sign({
    method: 'POST',
    protocol: url.protocol,
    hostname: url.hostname,
    port: url.port ? Number(url.port) : undefined,
    path: url.pathname,
    query: {},
    headers: { host: url.host, 'content-type': call.contentType, ...call.headers },
    body: JSON.stringify(call.body),
  });
  // fetch writes the host header itself, from the same URL.
  const { host: _host, ...headers } = signed.headers;

  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers,
      body: signed.body as string,
      signal: AbortSignal.timeout(ATTEMPT_TIMEOUT_MS),
    });
    text = await response.text();
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    const reason = timedOut ? `no answer within ${ATTEMPT_TIMEOUT_MS} ms` : 'could not connect';
    throw new AwsRequestError(`${call.signingName}: ${reason}`, undefined, timedOut ? 'TimeoutError' : undefined, { cause: error });
  }

  let json: Record<string, unknown> | undefined;
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    json = undefined;
  }
  if (response.ok && json) return json as T;

  const code = errorCode(response.headers, json);
  const message = String(json?.message ?? json?.Message ?? `${call.signingName} answered ${response.status}`);
  throw new AwsRequestError(message, response.status, code);
}

/**
 * AWS's error code, as the SDK reads it: `x-amzn-errortype` (REST-JSON), else the body's
 * `__type` (JSON protocols) or `code`, less any namespace (`com.amazonaws.ssm#`) or URI suffix.
 */
function errorCode(headers: Headers, json: Record<string, unknown> | undefined): string | undefined {
  const raw = headers.get('x-amzn-errortype') ?? json?.__type ?? json?.code ?? json?.Code;
  if (typeof raw !== 'string' || !raw) return undefined;
  return raw.split(':')[0]!.split('#').pop();
}
