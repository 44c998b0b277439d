import { expect, test } from 'vitest'
import {
  addressRateLimitKey,
  createClientAddressResolver,
  normalizeAddress,
  parseProxyList,
  socketAddress,
  type ProxyRange,
} from './client-address.server.ts'

function ranges(value: string): ProxyRange[] {
  const parsed = parseProxyList(value)
  if (!parsed.ok) throw new Error(parsed.problem)
  return parsed.ranges
}

test('TRUSTED_PROXIES takes addresses and CIDR networks of both families, by comma or space', () => {
  expect(ranges('10.0.0.0/8, 192.168.1.7 fd00::/8,::1')).toEqual([
    { address: '10.0.0.0', prefix: 8, family: 'ipv4' },
    { address: '192.168.1.7', prefix: 32, family: 'ipv4' },
    { address: 'fd00::', prefix: 8, family: 'ipv6' },
    { address: '::1', prefix: 128, family: 'ipv6' },
  ])
  expect(ranges('')).toEqual([])
  expect(ranges('::ffff:10.1.2.3')).toEqual([{ address: '10.1.2.3', prefix: 32, family: 'ipv4' }])
})

test.each([
  ['loadbalancer.internal', /not an IP address/],
  ['10.0.0.0/33', /prefix length outside 0–32/],
  ['fd00::/129', /outside 0–128/],
  ['10.0.0.0/8/1', /not an IP address/],
  ['10.0.0.0/x', /prefix length/],
  ['300.1.1.1', /not an IP address/],
])('TRUSTED_PROXIES refuses %s', (value, problem) => {
  const parsed = parseProxyList(value)
  expect(parsed.ok).toBe(false)
  if (!parsed.ok) expect(parsed.problem).toMatch(problem)
})

test('without trusted proxies the socket address is the client, whatever X-Forwarded-For says', () => {
  const resolver = createClientAddressResolver([])
  expect(resolver.resolve('203.0.113.9', '198.51.100.1')).toBe('203.0.113.9')
  expect(resolver.resolve('127.0.0.1', '198.51.100.1')).toBe('127.0.0.1')
  expect(resolver.resolve('::ffff:203.0.113.9', null)).toBe('203.0.113.9')
  expect(resolver.resolve(null, '198.51.100.1')).toBeNull()
  expect(resolver.resolve(undefined, undefined)).toBeNull()
})

test('a request from an untrusted peer keeps its own address even if it sends a header', () => {
  const resolver = createClientAddressResolver(ranges('10.0.0.0/8'))
  expect(resolver.resolve('203.0.113.9', '10.0.0.1, 198.51.100.1')).toBe('203.0.113.9')
})

test('behind trusted proxies the right-most untrusted address is the client; what it sent is ignored', () => {
  const resolver = createClientAddressResolver(ranges('10.0.0.0/8, 192.0.2.10'))
  // One proxy: it appended the address it saw.
  expect(resolver.resolve('10.0.0.5', '198.51.100.7')).toBe('198.51.100.7')
  // The visitor sent a forged header; the proxy appended the real address after it.
  expect(resolver.resolve('10.0.0.5', '1.2.3.4, 198.51.100.7')).toBe('198.51.100.7')
  // A CDN edge (trusted) in front of the load balancer (trusted).
  expect(resolver.resolve('10.0.0.5', '6.6.6.6, 198.51.100.7, 192.0.2.10')).toBe('198.51.100.7')
  // Spaces, IPv6 and IPv4-mapped entries are read in their canonical form.
  expect(resolver.resolve('::ffff:10.0.0.5', ' 2001:DB8::1 ')).toBe('2001:db8::1')
})

test('a trusted proxy without a header, or with only trusted hops, answers what it knows', () => {
  const resolver = createClientAddressResolver(ranges('10.0.0.0/8'))
  expect(resolver.resolve('10.0.0.5', undefined)).toBe('10.0.0.5')
  expect(resolver.resolve('10.0.0.5', '10.0.0.9, 10.0.0.7')).toBe('10.0.0.9')
  // Garbage where the trusted proxy's entry should be: the last hop known is the answer.
  expect(resolver.resolve('10.0.0.5', '198.51.100.7, unknown')).toBe('10.0.0.5')
  expect(resolver.resolve('10.0.0.5', '198.51.100.7, 10.0.0.9, not-an-ip')).toBe('10.0.0.5')
  expect(resolver.resolve('10.0.0.5', '')).toBe('10.0.0.5')
})

test('IPv6 proxies are matched by network', () => {
  const resolver = createClientAddressResolver(ranges('fd00::/8'))
  expect(resolver.isTrusted('fd12:3456::1')).toBe(true)
  expect(resolver.isTrusted('2001:db8::1')).toBe(false)
  expect(resolver.resolve('fd12::1', '2001:db8::5')).toBe('2001:db8::5')
})

test('addresses are normalized; what is no address is null', () => {
  expect(normalizeAddress('::FFFF:192.0.2.1')).toBe('192.0.2.1')
  expect(normalizeAddress('2001:0db8:0000:0000:0000:0000:0000:0001')).toBe('2001:db8::1')
  expect(normalizeAddress('fe80::1%eth0')).toBe('fe80::1')
  expect(normalizeAddress('example.com')).toBeNull()
  expect(normalizeAddress('1.2.3.4:80')).toBeNull()
})

test('an IPv6 client is counted by its /64, an IPv4 client by its address', () => {
  expect(addressRateLimitKey('203.0.113.9')).toBe('203.0.113.9')
  expect(addressRateLimitKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64')
  expect(addressRateLimitKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64')
  expect(addressRateLimitKey('::1')).toBe('0:0:0:0::/64')
})

test('the socket address is the server request ip; an in-process request has none', () => {
  const request = new Request('http://localhost/')
  expect(socketAddress(request)).toBeNull()
  Object.defineProperty(request, 'ip', { value: '::ffff:127.0.0.1' })
  expect(socketAddress(request)).toBe('::ffff:127.0.0.1')
})
