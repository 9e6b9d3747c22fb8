import { join } from 'node:path'

/**
 * Where the harness keeps a build of the wallet or demo app (`name`: a folder of its own). Outside
 * the suites' root on purpose: vitest looks for test files under e2e/ while another run's build
 * empties and rewrites its folder, and a folder vanishing under that search ended it with "No test
 * files found". Kept across runs (rebuilt only when inputs change) in node_modules/.cache.
 */
export function e2eBuildDir(repoRoot: string, name: string): string {
  return join(repoRoot, 'node_modules/.cache/assent-e2e', name)
}

/**
 * Where the harness builds the wallet and demo app for this run. The builds embed the ports
 * (gateway URL, CSP), so each E2E_PORT_OFFSET gets its own folder: a second run on the machine
 * must not rebuild files a running suite is serving.
 */
export function e2eBuildRoot(repoRoot: string): string {
  return e2eBuildDir(repoRoot, `offset-${Number(process.env.E2E_PORT_OFFSET ?? 0)}`)
}
