import type { Address, Hex } from 'viem'

/** How long one `totp` of a Transaction Service request lasts: an hour, in milliseconds. */
const TOTP_PERIOD_MS = 3_600_000

/**
 * The `totp` of a Transaction Service delete request signed at `nowMs`: the hour since the
 * epoch, `floor(unixSeconds / 3600)`. The service accepts this hour's and the previous one's.
 *
 * @example deleteRequestTotp(Date.now())
 */
export function deleteRequestTotp(nowMs: number): bigint {
  return BigInt(Math.floor(nowMs / TOTP_PERIOD_MS))
}

/**
 * The EIP-712 typed data a proposer (or the delegate who proposed for them) signs to delete a
 * queued transaction, as Safe's Transaction Service checks it and Safe{Wallet} and api-kit sign
 * it: `DeleteRequest(bytes32 safeTxHash, uint256 totp)` in the domain
 * `{ name: 'Safe Transaction Service', version: '1.0', chainId, verifyingContract: safe }`.
 * The gateway verifies with this same function, so what one accepts the other signs.
 *
 * @example
 * const typedData = deleteRequestTypedData({ chainId: 1, safeAddress, safeTxHash, totp: deleteRequestTotp(Date.now()) })
 * const hash = hashTypedData(typedData)
 */
export function deleteRequestTypedData(p: {
  chainId: number
  safeAddress: Address
  safeTxHash: Hex
  totp: bigint
}) {
  return {
    domain: {
      name: 'Safe Transaction Service',
      version: '1.0',
      chainId: p.chainId,
      verifyingContract: p.safeAddress,
    },
    types: {
      DeleteRequest: [
        { name: 'safeTxHash', type: 'bytes32' },
        { name: 'totp', type: 'uint256' },
      ],
    },
    primaryType: 'DeleteRequest',
    message: { safeTxHash: p.safeTxHash, totp: p.totp },
  } as const
}
