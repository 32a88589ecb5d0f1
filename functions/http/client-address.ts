import { isIPv4, isIPv6 } from 'node:net';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import { header } from './request-input';

/**
 * The caller's IP address, for per-client rate limits. Behind CloudFront, API Gateway's sourceIp
 * is an edge server, so the viewer's own address comes from `CloudFront-Viewer-Address`, which
 * CloudFront sets itself (overwriting any value a client sends) and our /api behaviour forwards.
 * Without that header (the local server, a direct call) the socket's address is used.
 */
export function clientAddress(event: APIGatewayProxyEvent): string {
  const viewer = header(event, 'cloudfront-viewer-address');
  return (viewer && withoutPort(viewer)) || normaliseAddress(event.requestContext?.identity?.sourceIp ?? '') || 'unknown';
}

/**
 * The key a per-client limit counts under. One IPv6 subscriber usually holds a whole /64 and can
 * pick any address in it, so IPv6 addresses count by their /64 prefix; IPv4 ones by themselves.
 */
export function clientKey(event: APIGatewayProxyEvent): string {
  const address = clientAddress(event);
  return isIPv6(address) ? `${expandIPv6(address).slice(0, 4).join(':')}::/64` : address;
}

/** Maps IPv4-mapped IPv6 (`::ffff:127.0.0.1`, as Node reports sockets) to IPv4; lower-cases IPv6. */
function normaliseAddress(address: string): string | undefined {
  const text = address.trim();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(text);
  if (mapped && isIPv4(mapped[1]!)) return mapped[1];
  if (isIPv4(text)) return text;
  if (isIPv6(text)) return text.toLowerCase();
  return undefined;
}

/**
 * The address in a `CloudFront-Viewer-Address` value, which always carries the source port:
 * `198.51.100.10:46532`, or for IPv6 `2001:db8::1:46532` (the last group is the port). The
 * bracketed form `[2001:db8::1]:443` and a bare address are accepted too. Garbage gives undefined.
 */
export function withoutPort(value: string): string | undefined {
  const text = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed) return normaliseAddress(bracketed[1]!);
  const colons = text.split(':').length - 1;
  if (colons === 0) return normaliseAddress(text);
  const last = text.lastIndexOf(':');
  const port = text.slice(last + 1);
  if (/^\d{1,5}$/.test(port)) {
    const host = normaliseAddress(text.slice(0, last));
    if (host) return host;
  }
  return colons > 1 ? normaliseAddress(text) : undefined;
}

/** The eight groups of an IPv6 address, `::` expanded. */
function expandIPv6(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const groups = (part: string) => (part ? part.split(':') : []);
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  // An embedded IPv4 tail (::ffff:1.2.3.4 forms that are not mapped ones) counts as two groups.
  const ipv4Tail = right.length && right[right.length - 1]!.includes('.') ? 1 : 0;
  const missing = 8 - left.length - right.length - ipv4Tail;
  return [...left, ...Array<string>(Math.max(0, missing)).fill('0'), ...right].map((group) =>
    group.includes('.') ? group : group.replace(/^0+(?=.)/, ''),
  );
}
