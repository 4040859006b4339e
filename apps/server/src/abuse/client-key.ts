import ipaddr from 'ipaddr.js'

/**
 * The key a client is counted under by the rate limits and the mail caps: its IPv4 address, or the /64 of its IPv6
 * address (one subscriber usually holds a whole /64, so counting single IPv6 addresses would count nothing).
 */
export function clientKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip
  const address = ipaddr.process(ip)
  if (address.kind() === 'ipv4') return address.toString()
  const prefix = (address as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16))
  return `${prefix.join(':')}::/64`
}
