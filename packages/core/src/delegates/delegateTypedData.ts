import type { Address } from 'viem'

/** One hour in milliseconds: the Delegate typed data's `totp` counts hours since the epoch. */
export const DELEGATE_TOTP_MS = 3_600_000

/**
 * The hour a Delegate signature made at `atMs` covers (`floor(unixSeconds / 3600)`), as the
 * Transaction Service and api-kit's `signDelegate` count it.
 * @example delegateTotp(Date.now())
 */
export function delegateTotp(atMs: number): bigint {
  return BigInt(Math.floor(atMs / DELEGATE_TOTP_MS))
}

/**
 * The EIP-712 typed data an owner signs to add or remove a delegate (a proposer), and a delegate
 * signs to remove itself: `Delegate(address delegateAddress, uint256 totp)` in the domain
 * `{ name: 'Safe Transaction Service', version: '1.0', chainId }`, the shape of the Transaction
 * Service's v2 delegates and of api-kit's `addSafeDelegate`/`removeSafeDelegate`. It names
 * neither the Safe, nor the label, nor the expiry: the service and the gateway accept a
 * signature for one hour after `totp`.
 *
 * @example
 * const signature = await signTypedData(delegateTypedData({ chainId: 1, delegate, totp: delegateTotp(Date.now()) }))
 */
export function delegateTypedData(p: {
  chainId: number | bigint
  delegate: Address
  totp: bigint
}) {
  return {
    domain: { name: 'Safe Transaction Service', version: '1.0', chainId: Number(p.chainId) },
    types: {
      Delegate: [
        { name: 'delegateAddress', type: 'address' },
        { name: 'totp', type: 'uint256' },
      ],
    },
    primaryType: 'Delegate',
    message: { delegateAddress: p.delegate, totp: p.totp },
  } as const
}
