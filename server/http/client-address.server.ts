import { BlockList, isIP } from 'node:net'

/**
 * Who is asking: the address a per-client limit counts against (the login's rate limit, ADR 028).
 *
 * The socket's peer is the only address nobody can forge. Behind a load balancer or CDN that peer is the
 * proxy, and the visitor's address is in `X-Forwarded-For`, which every proxy on the way appends to and
 * which the visitor can fill with anything. So the header is read only when the peer is one of
 * `TRUSTED_PROXIES`, and from the right: entries added by trusted proxies are skipped, and the first
 * untrusted one, the address the outermost trusted proxy saw, is the client. Anything left of it is
 * whatever the visitor sent.
 */

/** One `TRUSTED_PROXIES` entry: an address, or a network in CIDR form. */
export interface ProxyRange {
  address: string
  prefix: number
  family: 'ipv4' | 'ipv6'
}

export type ProxyListResult = { ok: true; ranges: ProxyRange[] } | { ok: false; problem: string }

/**
 * `TRUSTED_PROXIES`: addresses and CIDR networks separated by commas or spaces
 * (`10.0.0.0/8, 192.168.1.7, fd00::/8`).
 */
export function parseProxyList(value: string): ProxyListResult {
  const ranges: ProxyRange[] = []
  for (const entry of value.split(/[\s,]+/).filter((part) => part !== '')) {
    const [rawAddress = '', rawPrefix, ...rest] = entry.split('/')
    const address = unmapIpv4(rawAddress)
    const version = isIP(address)
    if (version === 0 || rest.length > 0) {
      return { ok: false, problem: `"${entry}" is not an IP address or a CIDR network such as 10.0.0.0/8` }
    }
    const family = version === 4 ? 'ipv4' : 'ipv6'
    const bits = version === 4 ? 32 : 128
    const prefix =
      rawPrefix === undefined ? bits : /^\d{1,3}$/.test(rawPrefix) ? Number(rawPrefix) : Number.NaN
    if (!(prefix >= 0 && prefix <= bits)) {
      return { ok: false, problem: `"${entry}" has a prefix length outside 0–${bits}` }
    }
    ranges.push({ address, prefix, family })
  }
  return { ok: true, ranges }
}

/** `::ffff:192.0.2.1` (an IPv4 client on a dual-stack socket) is `192.0.2.1`. */
function unmapIpv4(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address)
  return mapped?.[1] ?? address
}

/** The address in one canonical text form, or null when it is no IP address. */
export function normalizeAddress(address: string): string | null {
  // A zone (`fe80::1%eth0`) names the host's interface, not another client.
  const unmapped = unmapIpv4(address.trim().replace(/%.*$/, ''))
  const version = isIP(unmapped)
  if (version === 0) return null
  if (version === 4) return unmapped
  // The URL parser writes IPv6 in RFC 5952's canonical form (lower case, zeros compressed).
  return new URL(`http://[${unmapped}]/`).hostname.slice(1, -1)
}

export interface ClientAddressResolver {
  /** The client's address, given the socket's peer and the request's `X-Forwarded-For`; null without a peer. */
  resolve(peer: string | null | undefined, forwardedFor: string | null | undefined): string | null
  isTrusted(address: string): boolean
}

export function createClientAddressResolver(trustedProxies: readonly ProxyRange[]): ClientAddressResolver {
  const trusted = new BlockList()
  for (const range of trustedProxies) trusted.addSubnet(range.address, range.prefix, range.family)
  const isTrusted = (address: string) => {
    const version = isIP(address)
    return version !== 0 && trusted.check(address, version === 4 ? 'ipv4' : 'ipv6')
  }
  return {
    isTrusted,
    resolve(peer, forwardedFor) {
      const socketAddress = peer === null || peer === undefined ? null : normalizeAddress(peer)
      if (socketAddress === null) return null
      if (!isTrusted(socketAddress) || forwardedFor === null || forwardedFor === undefined)
        return socketAddress
      // Right to left: each hop was appended by the proxy to its right, trusted so far.
      let client = socketAddress
      for (const entry of forwardedFor.split(',').reverse()) {
        const address = normalizeAddress(entry)
        // What a trusted proxy wrote is no address: the hop it came from is the last one known.
        if (address === null) return client
        client = address
        if (!isTrusted(address)) return address
      }
      // Every hop was a proxy of ours (a health check from inside): the left-most is the client.
      return client
    },
  }
}

/**
 * The key an address is counted under: an IPv4 address as it is, an IPv6 address by its /64 network,
 * since one household or phone is given a whole /64 and can pick any address in it.
 */
export function addressRateLimitKey(address: string): string {
  if (isIP(address) !== 6) return address
  const expanded = expandIpv6(address)
  return `${expanded.slice(0, 4).join(':')}::/64`
}

function expandIpv6(address: string): string[] {
  const [head = '', tail] = address.split('::')
  const left = head === '' ? [] : head.split(':')
  const right = tail === undefined || tail === '' ? [] : tail.split(':')
  const missing = 8 - left.length - right.length
  return [...left, ...Array.from({ length: Math.max(missing, 0) }, () => '0'), ...right].map((group) =>
    group.replace(/^0+(?=.)/, ''),
  )
}

/**
 * The socket peer of a request as the production server (srvx) hands it to the app: its `ip`, which is
 * the socket's remote address because the server is not told to trust any proxy itself (this module does
 * that). A request made in-process (tests, `app.request`) has none.
 */
export function socketAddress(request: Request): string | null {
  if ('ip' in request && typeof request.ip === 'string' && request.ip !== '') return request.ip
  return null
}
