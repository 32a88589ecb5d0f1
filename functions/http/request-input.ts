import type { APIGatewayProxyEvent } from 'aws-lambda';
import type * as z from 'zod/mini';
import type { AnyRoute } from '#shared/routes/route-def';
import { AppError, badRequest } from '../kernel/errors';

/** Bodies above this are refused before parsing (the issue's limit; API Gateway allows 10 MB). */
export const MAX_BODY_BYTES = 64 * 1024;
/**
 * A raw-body route's limit (a payment provider's webhook): its events are not ours to size, and a
 * refused one would be retried for days, so it gets room well past any real event.
 */
export const MAX_RAW_BODY_BYTES = 1024 * 1024;

/** A case-insensitive header lookup: API Gateway keeps the case the client sent. */
export function header(event: APIGatewayProxyEvent, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(event.headers ?? {})) {
    if (key.toLowerCase() === wanted && value !== undefined) return value;
  }
  return undefined;
}

/** Turns zod issues into `{ field: message }`, naming unknown fields one by one. */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const path = [...issue.path, key].join('.');
        fields[path] ??= `Unknown field "${path}".`;
      }
      continue;
    }
    const path = issue.path.length ? issue.path.join('.') : 'body';
    fields[path] ??= issue.message;
  }
  return fields;
}

function invalid(fields: Record<string, string>): AppError {
  const [field, message] = Object.entries(fields)[0] ?? ['body', 'Invalid request.'];
  return badRequest(`${field}: ${message}`, fields);
}

/** The body's bytes as the client sent them: API Gateway base64-encodes what it takes for binary. */
function bodyBytes(event: APIGatewayProxyEvent): Buffer {
  if (!event.body) return Buffer.alloc(0);
  return Buffer.from(event.body, event.isBase64Encoded ? 'base64' : 'utf8');
}

/** The body as the client sent it, as text. */
function rawBody(event: APIGatewayProxyEvent): string {
  if (!event.body) return '';
  return event.isBase64Encoded ? bodyBytes(event).toString('utf8') : event.body;
}

/** What the handler gets of a request: validated params and body, or for a `rawBody` route the text itself. */
export interface ParsedInput {
  params: unknown;
  body: unknown;
  rawBody?: string;
}

/**
 * Parses and validates the path parameters and JSON body of a request against its route. A
 * `rawBody` route gets the body unparsed (its signature is computed over those exact bytes).
 */
export function parseInput(route: AnyRoute, event: APIGatewayProxyEvent): ParsedInput {
  const params = route.params.safeParse(event.pathParameters ?? {});
  if (!params.success) throw invalid(fieldErrors(params.error));

  // An upload's body is bytes, read by parseUpload.
  if (route.upload) return { params: params.data, body: undefined };
  const text = rawBody(event);
  if (route.rawBody) {
    if (Buffer.byteLength(text, 'utf8') > MAX_RAW_BODY_BYTES) {
      throw badRequest('body: The request body is larger than 1 MB.', { body: 'The request body is larger than 1 MB.' });
    }
    return { params: params.data, body: undefined, rawBody: text };
  }
  if (Buffer.byteLength(text, 'utf8') > MAX_BODY_BYTES) {
    throw badRequest('body: The request body is larger than 64 KB.', {
      body: 'The request body is larger than 64 KB.',
    });
  }
  if (!route.body) {
    if (text.trim() && text.trim() !== '{}') {
      throw badRequest('body: This request takes no body.', { body: 'This request takes no body.' });
    }
    return { params: params.data, body: undefined };
  }
  const contentType = header(event, 'content-type') ?? '';
  if (!/^application\/json\s*(;|$)/i.test(contentType)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Content-Type must be application/json.');
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw badRequest('body: The request body is not valid JSON.', { body: 'The request body is not valid JSON.' });
  }
  const body = route.body.safeParse(json);
  if (!body.success) throw invalid(fieldErrors(body.error));
  return { params: params.data, body: body.data };
}

/**
 * Reads the multipart/form-data body of an `upload` route: refused (400) unread when larger than
 * the route allows or not multipart. The parser is the one built into Node (undici's, behind the
 * web `Response.formData()`): it is maintained with Node itself and adds nothing to the bundle,
 * and the body is already in memory (Lambda hands it over whole), so streaming would gain nothing.
 */
export async function parseUpload(route: AnyRoute, event: APIGatewayProxyEvent): Promise<FormData> {
  const rule = route.upload;
  if (!rule) throw new Error(`Route ${route.name} takes no upload`);
  const bytes = bodyBytes(event);
  if (bytes.length > rule.maxBytes) throw badRequest(`body: ${rule.tooLargeMessage}`, { body: rule.tooLargeMessage });
  const contentType = header(event, 'content-type') ?? '';
  if (!/^multipart\/form-data\s*;.*boundary=/i.test(contentType)) {
    throw badRequest(`body: ${rule.notMultipartMessage}`, { body: rule.notMultipartMessage });
  }
  try {
    // A Buffer made from a string always sits on an ArrayBuffer (never a SharedArrayBuffer).
    const view = new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);
    return await new Response(view, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw badRequest('body: The form could not be read.', { body: 'The form could not be read.' });
  }
}
