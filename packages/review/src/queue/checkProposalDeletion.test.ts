import type { MultisigExecutionDetails, TransactionDetails } from '@assent/gateway-client'
import {
  OWNER_A,
  OWNER_B,
  SAFE_TX_HASH,
  transactionDetails,
} from '@assent/gateway-client/test-utils/fixtures'
import type { Address, Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { checkProposalDeletion, PROPOSAL_DELETION_TEXTS } from './checkProposalDeletion'

const DELEGATE = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const HASH = SAFE_TX_HASH as Hex

/** The fixture's proposal at nonce 3, proposed and confirmed by owner A, with changes. */
function proposal(
  change: Partial<MultisigExecutionDetails> = {},
  top: Partial<TransactionDetails> = {},
) {
  const execution = transactionDetails.detailedExecutionInfo as MultisigExecutionDetails
  return { ...transactionDetails, ...top, detailedExecutionInfo: { ...execution, ...change } }
}

const check = (
  details: TransactionDetails,
  {
    account = OWNER_A as Address,
    localSafeTxHash = HASH as Hex | undefined,
    otherQueuedNonces = [] as number[],
    safeNonce = 3,
  } = {},
) => checkProposalDeletion({ details, account, localSafeTxHash, otherQueuedNonces, safeNonce })

describe('checkProposalDeletion', () => {
  it('lets the proposer delete an unconfirmed proposal, with nothing after it', () => {
    expect(check(proposal())).toEqual({
      ok: true,
      safeTxHash: HASH,
      nonce: 3,
      signerRole: 'proposer',
      effect: 'last',
      laterNonces: [],
      consequence: 'Nothing is queued after it: nonce 3 is free again for the next proposal.',
      suggestRejection: false,
    })
  })

  it('warns of the gap later nonces fall into, and suggests a rejection', () => {
    const result = check(proposal(), { otherQueuedNonces: [5, 4, 4] })
    expect(result).toMatchObject({ ok: true, effect: 'gap', laterNonces: [4, 5] })
    expect(result.ok && result.consequence).toBe(
      'Nonce 3 will be empty: the transactions queued at nonce 4, 5 cannot be executed until a new transaction takes nonce 3. A rejection at nonce 3 (an empty transaction, once confirmed and executed) fills it instead.',
    )
    expect(result.ok && result.suggestRejection).toBe(true)
  })

  it('leaves no gap when another proposal holds the nonce or the nonce is spent', () => {
    expect(check(proposal(), { otherQueuedNonces: [3, 4] })).toMatchObject({
      effect: 'conflict-remains',
      suggestRejection: false,
    })
    expect(check(proposal(), { otherQueuedNonces: [4], safeNonce: 4 })).toMatchObject({
      effect: 'nonce-used',
      suggestRejection: false,
    })
  })

  it('lets the delegate who proposed it delete it', () => {
    const byDelegate = proposal({ proposedByDelegate: { value: DELEGATE } })
    expect(check(byDelegate, { account: DELEGATE })).toMatchObject({
      ok: true,
      signerRole: 'delegate',
    })
  })

  it('refuses anyone but the proposer, suggesting a rejection', () => {
    expect(check(proposal(), { account: OWNER_B as Address })).toEqual({
      ok: false,
      refusal: 'not-proposer',
      reason: PROPOSAL_DELETION_TEXTS.notProposer(OWNER_A),
      suggestRejection: true,
    })
    expect(PROPOSAL_DELETION_TEXTS.notProposer(OWNER_A)).toBe(
      `Only its proposer (${OWNER_A}) or the delegate who proposed it can delete it. Any owner can replace it with a rejection instead.`,
    )
  })

  it('refuses once another owner has confirmed', () => {
    const confirmed = proposal({
      confirmations: [
        { signer: { value: OWNER_A }, signature: null, submittedAt: 1 },
        { signer: { value: OWNER_B }, signature: null, submittedAt: 2 },
      ],
    })
    expect(check(confirmed)).toEqual({
      ok: false,
      refusal: 'confirmed-by-others',
      reason: `${OWNER_B} has confirmed it as well: a proposal another owner confirmed cannot be deleted. Replace it with a rejection instead.`,
      suggestRejection: true,
    })
  })

  it('refuses a hash it could not recompute, or one the gateway states differently', () => {
    const unknown = checkProposalDeletion({
      details: proposal(),
      account: OWNER_A as Address,
      localSafeTxHash: undefined,
      otherQueuedNonces: [],
      safeNonce: 3,
    })
    expect(unknown).toMatchObject({
      ok: false,
      refusal: 'hash-unverified',
      reason: PROPOSAL_DELETION_TEXTS.hashUnknown,
    })
    const other = `0x${'cd'.repeat(32)}` as Hex
    expect(check(proposal(), { localSafeTxHash: other })).toMatchObject({
      ok: false,
      reason: `The gateway's safeTxHash ${HASH} is not the ${other} its fields hash to: nothing is deleted.`,
    })
  })

  it('refuses what is not queued or names no proposer', () => {
    expect(check(proposal({}, { txStatus: 'SUCCESS', txHash: `0x${'01'.repeat(32)}` }))).toEqual({
      ok: false,
      refusal: 'not-queued',
      reason: 'Only a queued transaction can be deleted; this one is success.',
      suggestRejection: false,
    })
    expect(check(proposal({ proposer: null }))).toMatchObject({
      refusal: 'no-proposer',
      reason: PROPOSAL_DELETION_TEXTS.noProposer,
    })
  })

  it('never suggests rejecting a rejection', () => {
    const rejection = proposal(
      {},
      {
        txInfo: {
          ...transactionDetails.txInfo,
          type: 'Custom',
          isCancellation: true,
        } as TransactionDetails['txInfo'],
      },
    )
    expect(check(rejection, { account: OWNER_B as Address })).toMatchObject({
      suggestRejection: false,
    })
    expect(check(rejection, { otherQueuedNonces: [4] })).toMatchObject({
      effect: 'gap',
      suggestRejection: false,
    })
  })
})
