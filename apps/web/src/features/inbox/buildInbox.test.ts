import type { SafeMessage, TransactionItem } from '@assent/gateway-client'
import { describe, expect, it } from 'vitest'
import { addressEx, testChainInfo } from '../../test-utils/fixtures'
import { buildInboxItems, type InboxSafe, newestFirst } from './buildInbox'

const ME = '0x1111111111111111111111111111111111111111'
const OTHER = '0x2222222222222222222222222222222222222222'
const SAFE = '0x3333333333333333333333333333333333333333'

function tx(id: string, nonce: number, submitted: number, missing: string[]): TransactionItem {
  return {
    type: 'TRANSACTION',
    conflictType: 'None',
    transaction: {
      id,
      timestamp: nonce * 1000,
      txStatus: 'AWAITING_CONFIRMATIONS',
      txInfo: {
        type: 'Custom',
        to: addressEx(OTHER),
        dataSize: '0',
        value: '0',
        methodName: null,
        actionCount: null,
        isCancellation: false,
      },
      executionInfo: {
        type: 'MULTISIG',
        nonce,
        confirmationsRequired: 2,
        confirmationsSubmitted: submitted,
        missingSigners: missing.map(addressEx),
      },
    },
  }
}

function message(hash: string, signers: string[]): SafeMessage {
  return {
    type: 'MESSAGE',
    messageHash: hash,
    status: 'NEEDS_CONFIRMATION',
    logoUri: null,
    name: 'Login',
    message: 'hello',
    creationTimestamp: 5000,
    modifiedTimestamp: 9000,
    confirmationsSubmitted: signers.length,
    confirmationsRequired: 2,
    proposedBy: addressEx(OTHER),
    confirmations: signers.map((s) => ({ owner: addressEx(s), signature: '0x' })),
    preparedSignature: null,
  }
}

const queue = [
  { type: 'LABEL' as const, label: 'Next' },
  tx('ready', 1, 2, []),
  { type: 'LABEL' as const, label: 'Queued' },
  tx('mine', 2, 1, [ME.toUpperCase().replace('0X', '0x')]),
  tx('theirs', 3, 1, [OTHER]),
  tx('later-ready', 4, 2, []),
]
const messages = [message('0xaa', [OTHER]), message('0xbb', [OTHER, ME])]

describe('buildInboxItems', () => {
  const owned: InboxSafe = { chain: testChainInfo(), address: SAFE, owned: true }

  it('asks me to sign, to execute the next fully confirmed one, and to sign a message', () => {
    const items = newestFirst(buildInboxItems(owned, ME, queue, messages))
    expect(items.map(({ kind, key }) => ({ kind, key }))).toEqual([
      { kind: 'message', key: '31337:0xaa' },
      { kind: 'sign', key: '31337:mine' },
      { kind: 'execute', key: '31337:ready' },
    ])
    expect(items[1]?.search).toEqual({ safe: `${owned.chain.shortName}:${SAFE}`, id: 'mine' })
    expect(items[0]?.to).toBe('/transactions/messages')
  })

  it('in a Safe I only watch, asks only for the signatures it lists me for', () => {
    const watched = { ...owned, owned: false }
    expect(buildInboxItems(watched, ME, queue, messages).map((i) => i.kind)).toEqual(['sign'])
  })
})
