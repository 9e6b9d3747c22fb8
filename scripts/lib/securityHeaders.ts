import { createHash } from 'node:crypto'
import { FRAME_SRC } from '../../apps/web/build/frameSrc'

/**
 * HTTP headers the serving layer adds to the wallet and to the demo Safe App. The wallet may
 * only be framed by itself; its scripts come only from its own origin (no inline, no eval).
 */
export function walletSecurityHeaders(opts: { gatewayUrl: string; rpcUrls: string[] }) {
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
      "frame-ancestors 'self'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ].join('; '),
    'x-frame-options': 'SAMEORIGIN',
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
