import { clientAddress, clientKey, withoutPort } from '../../../../functions/http/client-address';
import { apiEvent } from '../../../fixtures/events';

/** The client address behind CloudFront (CloudFront-Viewer-Address) or from the socket. */

const withSourceIp = (sourceIp: string, headers: Record<string, string> = {}) => {
  const event = apiEvent({ headers });
  event.requestContext.identity.sourceIp = sourceIp;
  return event;
};

describe('withoutPort', () => {
  it.each([
    ['198.51.100.10:46532', '198.51.100.10'],
    ['2001:db8::1:443', '2001:db8::1'],
    ['2001:0DB8:85A3:0000:0000:8A2E:0370:7334:46532', '2001:0db8:85a3:0000:0000:8a2e:0370:7334'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['[2001:db8::1]', '2001:db8::1'],
    ['198.51.100.10', '198.51.100.10'],
    ['  203.0.113.9:80  ', '203.0.113.9'],
    ['::ffff:127.0.0.1', '127.0.0.1'],
  ])('reads %p as %p', (value, address) => {
    expect(withoutPort(value)).toBe(address);
  });

  it.each(['', 'not an address', '999.1.1.1:80', 'example.com:443', '198.51.100.10:port', '[nope]:1'])('refuses %p', (value) => {
    expect(withoutPort(value)).toBeUndefined();
  });
});

describe('clientAddress', () => {
  it('prefers the CloudFront-Viewer-Address header over the source IP, whatever its case', () => {
    const event = withSourceIp('130.176.1.1', { 'CloudFront-Viewer-Address': '198.51.100.10:46532' });
    expect(clientAddress(event)).toBe('198.51.100.10');
  });

  it('falls back to the source IP without the header', () => {
    expect(clientAddress(withSourceIp('203.0.113.7'))).toBe('203.0.113.7');
  });

  it('falls back to the source IP when the header is garbage', () => {
    const event = withSourceIp('203.0.113.7', { 'cloudfront-viewer-address': 'garbage' });
    expect(clientAddress(event)).toBe('203.0.113.7');
  });

  it('maps the IPv4-mapped socket address Node reports to IPv4', () => {
    expect(clientAddress(withSourceIp('::ffff:127.0.0.1'))).toBe('127.0.0.1');
  });

  it('answers "unknown" rather than failing when nothing is usable', () => {
    expect(clientAddress(withSourceIp(''))).toBe('unknown');
  });
});

describe('clientKey', () => {
  it('counts an IPv4 client by its address', () => {
    expect(clientKey(withSourceIp('203.0.113.7'))).toBe('203.0.113.7');
  });

  it('counts IPv6 clients of one /64 together, whichever address in it they use', () => {
    const a = clientKey(withSourceIp('x', { 'cloudfront-viewer-address': '2001:db8:aa:bb:1:2:3:4:443' }));
    const b = clientKey(withSourceIp('x', { 'cloudfront-viewer-address': '2001:db8:aa:bb::9:80' }));
    const other = clientKey(withSourceIp('x', { 'cloudfront-viewer-address': '2001:db8:aa:cc::1:80' }));
    expect(a).toBe('2001:db8:aa:bb::/64');
    expect(b).toBe(a);
    expect(other).not.toBe(a);
  });

  it('expands a compressed prefix before cutting it', () => {
    expect(clientKey(withSourceIp('2001:db8::1'))).toBe('2001:db8:0:0::/64');
  });
});
