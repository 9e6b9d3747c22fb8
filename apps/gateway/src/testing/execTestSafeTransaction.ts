import type { Operation } from '@assent/core'
import { execSafeTransaction, type TestDevnet } from '@assent/test'
import type { Address, Hex } from 'viem'

/**
 * Signs a SafeTx with the given owners' keys (EIP-712) and executes it from the first signer;
 * resolves with the execution transaction hash once mined (throws when it reverts).
 */
export async function execTestSafeTransaction(
  devnet: TestDevnet,
  p: {
    safe: Address
    /** Indices into devnet.walletClients of the signing owners; the first one executes. */
    signers: number[]
    to: Address
    value?: bigint
    data?: Hex
    operation?: Operation
    nonce?: bigint
  },
): Promise<Hex> {
  const { hash } = await execSafeTransaction(devnet, {
    safe: p.safe,
    tx: {
      to: p.to,
      ...(p.value !== undefined ? { value: p.value } : {}),
      ...(p.data !== undefined ? { data: p.data } : {}),
      ...(p.operation !== undefined ? { operation: p.operation } : {}),
      ...(p.nonce !== undefined ? { nonce: p.nonce } : {}),
    },
    signers: p.signers,
    executor: p.signers[0] ?? 0,
  })
  return hash
}
