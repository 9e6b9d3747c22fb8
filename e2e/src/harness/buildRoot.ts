import { join } from 'node:path'

/**
 * Where the harness builds the wallet and demo app for this run. The builds embed the ports
 * (gateway URL, CSP), so each E2E_PORT_OFFSET gets its own folder: a second run on the machine
 * must not rebuild files a running suite is serving.
 */
export function e2eBuildRoot(repoRoot: string): string {
  return join(repoRoot, `e2e/.build/offset-${Number(process.env.E2E_PORT_OFFSET ?? 0)}`)
}
