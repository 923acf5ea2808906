/**
 * Which addresses `seo-audit --external` may connect to. A page can link
 * anywhere, so by default the checker refuses the machine itself, the local
 * network and cloud metadata services (SSRF). The check runs on the address a
 * connection is actually made to: IP literals before connecting, host names
 * inside the socket's DNS lookup (so a name cannot resolve to a public address
 * when checked and to 127.0.0.1 when used), and again on every redirect hop.
 */
import dns from 'node:dns'
import { BlockList, isIP, type LookupFunction } from 'node:net'

const RANGES: ReadonlyArray<[label: string, family: 'ipv4' | 'ipv6', network: string, prefix: number]> = [
  ['unspecified', 'ipv4', '0.0.0.0', 8],
  ['private', 'ipv4', '10.0.0.0', 8],
  ['shared (CGNAT)', 'ipv4', '100.64.0.0', 10], // also Alibaba Cloud's metadata 100.100.100.200
  ['loopback', 'ipv4', '127.0.0.0', 8],
  ['link-local', 'ipv4', '169.254.0.0', 16], // AWS, GCP, Azure, OCI metadata 169.254.169.254
  ['private', 'ipv4', '172.16.0.0', 12],
  ['private', 'ipv4', '192.168.0.0', 16],
  ['cloud metadata', 'ipv4', '168.63.129.16', 32], // Azure WireServer
  ['unspecified', 'ipv6', '::', 128],
  ['loopback', 'ipv6', '::1', 128],
  ['private', 'ipv6', 'fc00::', 7], // unique local, also AWS's fd00:ec2::254
  ['link-local', 'ipv6', 'fe80::', 10],
]

const LISTS: Array<[label: string, list: BlockList]> = []
for (const [label, family, network, prefix] of RANGES) {
  let entry = LISTS.find(([l]) => l === label)
  if (!entry) LISTS.push((entry = [label, new BlockList()]))
  entry[1].addSubnet(network, prefix, family)
}

/** IPv6 forms that carry an IPv4 address: mapped (::ffff:a.b.c.d), NAT64 (64:ff9b::), compatible (::a.b.c.d). */
const EMBEDDED_V4 = /^(?:::ffff:|64:ff9b::|::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/

function embeddedIpv4(v6: string): string | null {
  let normalized: string
  try {
    normalized = new URL(`http://[${v6}]/`).hostname.slice(1, -1)
  } catch {
    return null
  }
  const m = EMBEDDED_V4.exec(normalized)
  if (!m) return null
  const hi = Number.parseInt(m[1]!, 16)
  const lo = Number.parseInt(m[2]!, 16)
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`
}

/** Why an address is refused, or `null` when it may be requested. */
export type AddressPolicy = (address: string) => string | null

/** Why an IP address must not be requested (`loopback`, `private`, ...), or `null` when it is public. */
export function blockedAddress(address: string): string | null {
  const ip = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address
  const family = isIP(ip)
  if (family === 0) return null
  const type = family === 4 ? 'ipv4' : 'ipv6'
  for (const [label, list] of LISTS) if (list.check(ip, type)) return label
  if (family === 6) {
    const v4 = embeddedIpv4(ip)
    if (v4) return blockedAddress(v4)
  }
  return null
}

/** Thrown (through the lookup or before connecting) for an address the checker refuses. */
export class BlockedAddressError extends Error {
  constructor(
    readonly host: string,
    readonly address: string,
    readonly why: string,
  ) {
    super(host === address ? `${why} address ${address}` : `${host} resolves to ${why} address ${address}`)
  }
}

/**
 * A socket `lookup` that resolves like the default one and fails with a
 * BlockedAddressError when any address of the name is refused.
 */
export function guardedLookup(isBlocked: AddressPolicy = blockedAddress, resolve: typeof dns.lookup = dns.lookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0)
      const list = addresses as dns.LookupAddress[]
      for (const a of list) {
        const why = isBlocked(a.address)
        if (why) return callback(new BlockedAddressError(hostname, a.address, why), '', 0)
      }
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list)
      const first = list[0]
      if (!first) return callback(Object.assign(new Error(`no address for ${hostname}`), { code: 'ENOTFOUND' }), '', 0)
      callback(null, first.address, first.family)
    })
  }
}

/** The refusal for a URL whose host is an IP literal (no lookup runs for those), or `null`. */
export function blockedLiteral(url: URL, isBlocked: AddressPolicy = blockedAddress): BlockedAddressError | null {
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (isIP(host) === 0) return null
  const why = isBlocked(host)
  return why ? new BlockedAddressError(host, host, why) : null
}
