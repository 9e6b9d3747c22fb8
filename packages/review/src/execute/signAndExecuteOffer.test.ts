import {
  parseSignatureBytes,
  preValidatedSignature,
  recoverSafeSignature,
  safeTxHash,
} from '@assent/core'
import type { Address, Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  baseTx,
  chainId,
  detailsOf,
  owners,
  safeAddress,
  safeVersion,
  signSafeTx,
  stranger,
} from '../test-utils/fixtures'
import { type ConfirmationCheck, verifyTransaction } from '../verification/verifyTransaction'
import { signAndExecuteOffer } from './signAndExecuteOffer'

const ownerAddresses = owners.map((o) => o.address)

/** The checks verifyTransaction makes of these listed confirmations (no RPC). */
async function checked(
  listed: { signer: Address; signature: Hex }[],
): Promise<ConfirmationCheck[]> {
  const result = await verifyTransaction({
    details: detailsOf(baseTx, listed),
    chainId,
    safeAddress,
    safeVersion,
    owners: ownerAddresses,
    client: undefined,
  })
  return result.confirmations
}
const signed = async (index: 0 | 1 | 2) => ({
  signer: owners[index].address,
  signature: await signSafeTx(owners[index], baseTx),
})
const next = { txNonce: 7n, safeNonce: 7n }

describe('signAndExecuteOffer', () => {
  it('offers a new transaction of a 1-of-1 Safe: the owner’s approval alone, in the v=1 form', () => {
    const executor = owners[0].address
    const offer = signAndExecuteOffer({
      confirmations: [],
      owners: [executor],
      threshold: 1,
      executor,
      ...next,
    })
    expect(offer).toEqual({ offered: true, signatures: preValidatedSignature(executor) })
  })

  it('offers the last missing owner, their approval placed in owner order among the others', async () => {
    const confirmations = await checked([await signed(0), await signed(2)])
    const executor = owners[1].address
    const offer = signAndExecuteOffer({
      confirmations,
      owners: ownerAddresses,
      threshold: 3,
      executor,
      ...next,
    })
    if (!offer.offered) throw new Error(offer.reason)
    const parts = parseSignatureBytes(offer.signatures, 3)
    const hash = safeTxHash({ chainId, safeAddress, safeVersion, tx: baseTx })
    const signers = await Promise.all(
      parts.map(async (part) =>
        (
          part.signer ?? (await recoverSafeSignature({ hash, signature: part.data })).signer
        ).toLowerCase(),
      ),
    )
    expect(signers).toEqual(ownerAddresses.map((o) => o.toLowerCase()).sort())
    const mine = parts.find((part) => part.signer?.toLowerCase() === executor.toLowerCase())
    expect(mine?.kind).toBe('approved_hash')
    expect(mine?.data).toBe(preValidatedSignature(executor))
  })

  it('is not offered when my signature does not complete the threshold', async () => {
    const offer = signAndExecuteOffer({
      confirmations: [],
      owners: ownerAddresses,
      threshold: 2,
      executor: owners[0].address,
      ...next,
    })
    expect(offer).toEqual({
      offered: false,
      reason:
        'Your signature does not complete the threshold. 1 more verified confirmation is needed before it can be executed.',
    })
  })

  it('is not offered to a non-owner, at a later nonce, or when I already confirmed', async () => {
    expect(
      signAndExecuteOffer({
        confirmations: [],
        owners: ownerAddresses,
        threshold: 1,
        executor: stranger.address,
        ...next,
      }),
    ).toEqual({ offered: false, reason: 'You are not an owner of this Safe.' })
    expect(
      signAndExecuteOffer({
        confirmations: [],
        owners: ownerAddresses,
        threshold: 1,
        executor: owners[0].address,
        txNonce: 8n,
        safeNonce: 7n,
      }),
    ).toEqual({
      offered: false,
      reason: "Only the Safe's next nonce (7) can be executed; this transaction has nonce 8.",
    })
    expect(
      signAndExecuteOffer({
        confirmations: await checked([await signed(0), await signed(1)]),
        owners: ownerAddresses,
        threshold: 2,
        executor: owners[0].address,
        ...next,
      }),
    ).toEqual({
      offered: false,
      reason: 'The threshold is reached without your signature: execute it instead.',
    })
  })
})
