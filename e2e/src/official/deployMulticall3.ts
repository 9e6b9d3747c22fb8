import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { DevnetClients } from '@assent/devnet'
import type { Address, Hex } from 'viem'

/** Multicall3's address on Ethereum and most chains (viem's `mainnet.contracts.multicall3`). */
export const MULTICALL3: Address = '0xcA11bde05977b3631167028862bE2a173976CA11'

/**
 * Puts Multicall3 where Ethereum has it, so the app's batched reads (viem multicall, which the
 * chain's merged viem definition turns on) behave as on mainnet. The code is Multicall3's own,
 * as viem ships it for deployless calls: its creation code, run once with eth_call to get the
 * runtime code, which anvil then sets at the address.
 */
export async function deployMulticall3({ publicClient, testClient }: DevnetClients) {
  const viemDir = dirname(createRequire(import.meta.url).resolve('viem'))
  const source = readFileSync(join(viemDir, '../_esm/constants/contracts.js'), 'utf8')
  const creation = /multicall3Bytecode = '(0x[0-9a-f]+)'/.exec(source)?.[1] as Hex | undefined
  if (!creation) throw new Error("deployMulticall3: viem's Multicall3 bytecode not found")
  const { data: runtime } = await publicClient.call({ data: creation })
  if (!runtime || runtime === '0x') throw new Error('deployMulticall3: no runtime code')
  await testClient.setCode({ address: MULTICALL3, bytecode: runtime })
}
