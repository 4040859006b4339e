/** The policy's sources from the build's configuration (scripts/security-policy.mjs). */
export type SecurityInputs = {
  api: string
  rpc: string[]
  walletConnect: { relayUrl: string | null } | null
  socialLogin: boolean
  extra?: Record<string, string[]>
}
export type PolicySources = { connect: string[]; frame: string[]; extra: Record<string, string[]> }
export type InlineHashes = { scripts: string[]; styles: string[]; styleAttributes: string[] }

export const SOURCES_FILE: string
export const HEADERS_FILE: string
export const NGINX_FILE: string
export const HEADER_LIMIT: number
export const CSP_REPORT_PATH: string
export const WALLETCONNECT_RELAY: string
export const WALLETCONNECT_VERIFY: string
export const MAGIC_RELAY: string
export const ASSET_CACHE: string
export const HTML_CACHE: string
export const SECURITY_HEADERS: Record<string, string>

export const EXTENDABLE: string[]
export function parseExtraSources(text: string | undefined): Record<string, string[]>
export function sourceOf(url: string): string
export function policySources(inputs: SecurityInputs): PolicySources
export function inlineHashes(html: string): InlineHashes
export function contentSecurityPolicy(
  sources: PolicySources,
  inline: InlineHashes,
  options?: { header?: boolean },
): string
export function withPolicyMeta(html: string, policy: string): string
export function htmlFiles(dir: string, sub?: string): string[]
export function pathsOf(file: string): string[]
export function headersFile(policy: string, files: string[]): string
export function nginxSnippet(policy: string): string
export function applySecurityPolicy(dir: string, inputs?: SecurityInputs): string
export function readSecurityInputs(dir: string): SecurityInputs
export function headersFor(text: string, urlPath: string): Record<string, string>
