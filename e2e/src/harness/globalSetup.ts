import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { launchChromiumServer, SHARED_CHROMIUM_ENV } from '@assent/test'
import type { BrowserServer } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { busyE2ePorts, e2ePorts } from '../../../scripts/lib/e2ePorts'
import { type Stack, startStack } from '../../../scripts/lib/startStack'
import { e2eBuildRoot } from './buildRoot'

/** Ports of the browser suites; E2E_PORT_OFFSET shifts them all (scripts/lib/e2ePorts.ts). */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0)
export const E2E_PORTS = e2ePorts(offset)

declare module 'vitest' {
  export interface ProvidedContext {
    stack: Stack['urls']
  }
}

let stack: Stack | undefined
let dataDir: string | undefined
let sharedChromium: BrowserServer | undefined

/**
 * One Chromium for every suite file: the files run one at a time and each connects through
 * `launchChromium` (isolated contexts, closed by the file). The test processes start after the
 * global setup and inherit its environment. A suite that needs extra flags launches its own.
 */
async function shareOneChromium() {
  sharedChromium = await launchChromiumServer()
  process.env[SHARED_CHROMIUM_ENV] = sharedChromium.wsEndpoint()
}

/**
 * Starts the whole product once for every browser suite, on throwaway data. With E2E_STACK set
 * (the JSON serveStack.ts prints) it reuses that running stack instead.
 */
export async function setup(project: TestProject) {
  if (process.env.E2E_STACK) {
    await shareOneChromium()
    project.provide('stack', JSON.parse(process.env.E2E_STACK) as Stack['urls'])
    return
  }
  const busy = await busyE2ePorts(offset)
  if (busy.length > 0) {
    throw new Error(
      `browser suites: ports in use (${busy.join(', ')}); stop what listens there or set E2E_PORT_OFFSET`,
    )
  }
  const repoRoot = resolve(import.meta.dirname, '../../..')
  dataDir = mkdtempSync(join(tmpdir(), 'assent-e2e-'))
  const buildRoot = e2eBuildRoot(repoRoot)
  stack = await startStack({
    repoRoot,
    dataDir,
    // Both devnet chains, as npm start runs them: the suites' second-chain tests need 31338.
    ports: E2E_PORTS,
    outDirs: {
      web: join(buildRoot, 'web'),
      demoApp: join(buildRoot, 'demo-app'),
    },
    buildStampDir: buildRoot,
    // Request lines of every browser suite would bury the test report.
    gatewayLogLevel: 'warn',
  })
  await shareOneChromium()
  project.provide('stack', stack.urls)
  // npm test starts the CPU-heavy unit suites only once the browser stacks are up
  // (scripts/test.ts): building and seeding them beside those starved the devnet's RPC.
  if (process.env.E2E_READY_FILE) writeFileSync(process.env.E2E_READY_FILE, 'ready\n')
}

export async function teardown() {
  await sharedChromium?.close()
  await stack?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
}
