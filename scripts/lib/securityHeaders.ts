import { createHash } from 'node:crypto'
import { FRAME_SRC } from '../../apps/web/build/frameSrc'

/**
 * Safe wallets that may open Assent as a Safe App (frame it) besides its own origin, unless
 * `SAFE_WALLET_ORIGINS` says otherwise: the official Safe{Wallet}.
 */
export const DEFAULT_SAFE_WALLET_ORIGINS: readonly string[] = ['https://app.safe.global']

/**
 * The Safe wallet origins from a comma- or space-separated list (`SAFE_WALLET_ORIGINS`), or the
 * default for an unset or blank value. Each entry must be a bare http(s) origin: it goes into
 * the security policy, so anything else (a path, a wildcard, a `;`) is refused.
 * @throws Error naming the first entry that is not an origin.
 */
export function parseSafeWalletOrigins(value: string | undefined): string[] {
  const entries = (value ?? '').split(/[\s,]+/).filter(Boolean)
  if (entries.length === 0) return [...DEFAULT_SAFE_WALLET_ORIGINS]
  return entries.map((entry) => {
    let url: URL | undefined
    try {
      url = new URL(entry)
    } catch {}
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== entry.replace(/\/$/, '')) {
      throw new Error(`SAFE_WALLET_ORIGINS: "${entry}" is not an http(s) origin`)
    }
    return url.origin
  })
}

/**
 * HTTP headers the serving layer adds to the wallet and to the demo Safe App. The wallet may be
 * framed by itself and by the Safe wallets in `safeWalletOrigins` (default
 * {@link DEFAULT_SAFE_WALLET_ORIGINS}), which open it as a Safe App; its scripts come only from
 * its own origin (no inline, no eval).
 */
export function walletSecurityHeaders(opts: {
  gatewayUrl: string
  rpcUrls: string[]
  safeWalletOrigins?: readonly string[]
}) {
  const ancestors = ["'self'", ...(opts.safeWalletOrigins ?? DEFAULT_SAFE_WALLET_ORIGINS)]
  // Loopback is allowed so local Safe Apps (their manifest.json) and local nodes work.
  const connect = [
    "'self'",
    opts.gatewayUrl,
    ...opts.rpcUrls,
    'http://127.0.0.1:*',
    'http://localhost:*',
    'https:',
    'wss:',
  ]
  return {
    'content-security-policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data: blob: https: http://127.0.0.1:* http://localhost:*",
      "font-src 'self' data:",
      `connect-src ${connect.join(' ')}`,
      // Safe Apps run in iframes from their own origins; the same as the build's <meta> policy.
      FRAME_SRC,
      `frame-ancestors ${ancestors.join(' ')}`,
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ].join('; '),
    // X-Frame-Options cannot name other origins; browsers that know frame-ancestors ignore it.
    ...(ancestors.length === 1 ? { 'x-frame-options': 'SAMEORIGIN' } : {}),
    'referrer-policy': 'strict-origin-when-cross-origin',
  }
}

/** The demo app is meant to be framed by the wallet origins it names. */
export function demoAppSecurityHeaders(opts: { walletOrigins: string[]; rpcUrls: string[] }) {
  return {
    'content-security-policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self' 'unsafe-inline'",
      "img-src 'self' data:",
      `connect-src 'self' ${opts.rpcUrls.join(' ')}`,
      `frame-ancestors ${opts.walletOrigins.join(' ')}`,
      "object-src 'none'",
    ].join('; '),
  }
}

/**
 * Adds the hash of every inline `<script>` of `html` (in practice only the build's import map,
 * which carries the chunks' integrity) to the policy's script-src, so exactly those scripts
 * run and nothing injected later does. The policy is unchanged when it has no script-src.
 */
export function allowInlineScriptsOf(policy: string, html: string): string {
  const hashes: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc=/.test(match[1] ?? '')) continue
    const hash = createHash('sha256')
      .update(match[2] ?? '', 'utf8')
      .digest('base64')
    hashes.push(`'sha256-${hash}'`)
  }
  if (hashes.length === 0) return policy
  return policy
    .split(';')
    .map((directive) =>
      directive.trim().startsWith('script-src ') ? `${directive} ${hashes.join(' ')}` : directive,
    )
    .join(';')
}
