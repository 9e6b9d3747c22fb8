import type { Address, Hex } from 'viem'
import { numberToHex, zeroAddress } from 'viem'
import type { multisigTransactions } from '../db/schema/multisig'

/**
 * A multisig_transactions row numbered `n` of `safe` on the devnet chain, for tests that write
 * the table directly: a zero-value call to the zero address with nonce `n`, pending unless
 * `fields` give it an execution.
 */
export function multisigRow(
  safe: Address,
  n: number,
  fields: Partial<typeof multisigTransactions.$inferInsert> = {},
): typeof multisigTransactions.$inferInsert {
  return {
    chainId: 31337,
    safeTxHash: numberToHex(n, { size: 32 }),
    safe,
    to: zeroAddress,
    value: '0',
    data: '0x' as Hex,
    operation: 0,
    safeTxGas: '0',
    baseGas: '0',
    gasPrice: '0',
    gasToken: zeroAddress,
    refundReceiver: zeroAddress,
    nonce: String(n),
    ...fields,
  }
}
