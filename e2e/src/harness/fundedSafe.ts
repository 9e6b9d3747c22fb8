import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { createDevnetClients } from '@assent/devnet'
import { deployTestSafe, launchChromium, type TestChromium } from '@assent/test'
import { type Address, parseEther } from 'viem'
import { afterAll, beforeAll, inject } from 'vitest'
import type { Stack } from '../../../scripts/lib/startStack'
import { gatewayJson, type SafeOwners, safeOwners, until } from './safeOwners'

type FundedSafeOptions = {
  owners: number[]
  threshold: number
  eth: string
  /** Fixes the address (the same Safe on each chain); default random. */
  saltNonce?: bigint
}

/**
 * A Safe of the suite's own (owners = the test accounts named, so no other suite shares it),
 * funded with `eth` from test account 9, once the gateway serves it on `devnet`'s chain: the
 * start of every suite that signs and executes.
 */
export async function deployFundedSafe(
  stack: Stack['urls'],
  devnet: ReturnType<typeof createDevnetClients>,
  options: FundedSafeOptions,
): Promise<Address> {
  const safe = await deployTestSafe(devnet, {
    owners: options.owners,
    threshold: options.threshold,
    ...(options.saltNonce === undefined ? {} : { saltNonce: options.saltNonce }),
  })
  const funder = devnet.walletClients[9]
  if (!funder) throw new Error('no test account 9')
  await devnet.publicClient.waitForTransactionReceipt({
    hash: await funder.sendTransaction({ to: safe, value: parseEther(options.eth) }),
  })
  await until(
    'the gateway to know the new Safe',
    () =>
      gatewayJson(stack, `/v1/chains/${devnet.publicClient.chain.id}/safes/${safe}`).then(
        () => true,
      ),
    60_000,
  )
  return safe
}

export type FundedSafeSuite = SafeOwners & {
  stack: Stack['urls']
  devnet: ReturnType<typeof createDevnetClients>
  /** The suite's Safe, once its beforeAll has run. */
  safe(): Address
}

/**
 * The set-up every signing suite shares: a funded Safe of its own and Chromium in beforeAll
 * (registered here, so a suite's own beforeAll runs after it), Chromium closed in afterAll,
 * pages opened as the Safe's owners, screenshots as `{prefix}-{name}.png` in e2e/artifacts/.
 */
export function fundedSafeSuite(prefix: string, options: FundedSafeOptions): FundedSafeSuite {
  const stack = inject('stack')
  const devnet = createDevnetClients(stack.rpc)
  const artifacts = join(import.meta.dirname, '../../artifacts')
  let chromium: TestChromium | undefined
  let safe: Address | undefined
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is set in the suite's beforeAll`)
    return value
  }
  beforeAll(async () => {
    mkdirSync(artifacts, { recursive: true })
    safe = await deployFundedSafe(stack, devnet, options)
    chromium = await launchChromium()
  }, 300_000)
  afterAll(async () => {
    await chromium?.close()
  })
  const safeOf = () => started(safe, 'the Safe')
  return {
    stack,
    devnet,
    safe: safeOf,
    ...safeOwners({
      browser: () => started(chromium, 'Chromium').browser,
      stack,
      safe: safeOf,
      artifacts,
      prefix,
    }),
  }
}
