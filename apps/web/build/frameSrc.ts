/**
 * Where the wallet may load frames from. Safe Apps run in iframes on their own origins: any
 * https site, plus apps served from this machine (the demo app, an app in development). One
 * source for the build's `<meta>` policy (addIntegrity) and the bundled server's header
 * (scripts/lib/securityHeaders.ts), so the two cannot drift apart.
 */
export const FRAME_SRC = 'frame-src https: http://127.0.0.1:* http://localhost:*'
