import type { createDevnetClients } from '@assent/devnet'
import { deployTestSafe } from '@assent/test'
import { type Address, parseEther } from 'viem'
import type { Stack } from '../../../scripts/lib/startStack'
import { DEVNET_CHAIN_ID, gatewayJson, until } from './safeOwners'

/**
 * A Safe of the suite's own (owners = the test accounts named, so no other suite shares it),
 * funded with `eth` from test account 9, once the gateway serves it: the start of every suite
 * that signs and executes.
 */
export async function deployFundedSafe(
  stack: Stack['urls'],
  devnet: ReturnType<typeof createDevnetClients>,
  options: { owners: number[]; threshold: number; eth: string },
): Promise<Address> {
  const safe = await deployTestSafe(devnet, {
    owners: options.owners,
    threshold: options.threshold,
  })
  const funder = devnet.walletClients[9]
  if (!funder) throw new Error('no test account 9')
  await devnet.publicClient.waitForTransactionReceipt({
    hash: await funder.sendTransaction({ to: safe, value: parseEther(options.eth) }),
  })
  await until(
    'the gateway to know the new Safe',
    () => gatewayJson(stack, `/v1/chains/${DEVNET_CHAIN_ID}/safes/${safe}`).then(() => true),
    60_000,
  )
  return safe
}
