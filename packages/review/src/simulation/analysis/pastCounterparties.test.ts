import type { TransactionInfo, TransactionListItem } from '@assent/gateway-client'
import { customSummary, SAFE } from '@assent/gateway-client/test-utils/fixtures'
import { type Address, getAddress, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { PAST_COUNTERPARTY_NAMES, pastCounterparties } from './pastCounterparties'

const ALICE = getAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')
const BOB = getAddress('0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc')
const CAROL = getAddress('0x90f79bf6eb2c4f870365e785982e1f101e93b906')
const DAVE = getAddress('0x15d34aaf54267db7d7c367839aaf71a00a2c6a65')

const row = (txInfo: TransactionInfo): TransactionListItem => ({
  type: 'TRANSACTION',
  conflictType: 'None',
  transaction: { ...customSummary, txStatus: 'SUCCESS', txInfo },
})

const transfer = (
  direction: 'INCOMING' | 'OUTGOING',
  other: string,
  transferInfo: Extract<TransactionInfo, { type: 'Transfer' }>['transferInfo'] = {
    type: 'NATIVE_COIN',
    value: '1',
  },
): TransactionInfo => ({
  type: 'Transfer',
  direction,
  sender: { value: direction === 'INCOMING' ? other : SAFE },
  recipient: { value: direction === 'INCOMING' ? SAFE : other },
  transferInfo,
})

const call = (to: string, value: string, extra: Partial<TransactionInfo> = {}): TransactionInfo =>
  ({
    type: 'Custom',
    to: { value: to },
    dataSize: '4',
    value,
    methodName: null,
    actionCount: null,
    isCancellation: false,
    ...extra,
  }) as TransactionInfo

describe('pastCounterparties', () => {
  it('names recipients, senders and called contracts, newest first, each once', () => {
    const items: TransactionListItem[] = [
      { type: 'DATE_LABEL', timestamp: 1 },
      row(transfer('OUTGOING', ALICE.toLowerCase())),
      row(transfer('INCOMING', BOB)),
      row(call(CAROL, '0')),
      row(call(DAVE, '5')),
      row(transfer('INCOMING', ALICE)),
    ]
    expect(pastCounterparties(items, SAFE as Address)).toEqual([
      { address: ALICE, name: PAST_COUNTERPARTY_NAMES.recipient },
      { address: BOB, name: PAST_COUNTERPARTY_NAMES.sender },
      { address: CAROL, name: PAST_COUNTERPARTY_NAMES.called },
      { address: DAVE, name: PAST_COUNTERPARTY_NAMES.recipient },
    ])
  })

  it('leaves out the Safe, the zero address, non-addresses, imitations and non-calls', () => {
    const imitation = {
      type: 'ERC20',
      tokenAddress: CAROL,
      tokenName: 'Tether',
      tokenSymbol: 'USDT',
      logoUri: null,
      decimals: 6,
      value: '0',
      imitation: true,
    } as const
    const items: TransactionListItem[] = [
      row(transfer('INCOMING', zeroAddress)),
      row(transfer('OUTGOING', 'not an address')),
      row(transfer('INCOMING', BOB, imitation)),
      row(call(SAFE, '0', { isCancellation: true })),
      row(call(DAVE, '0', { detailsUnavailable: true })),
      row({
        type: 'Creation',
        creator: { value: ALICE },
        transactionHash: '0x',
        implementation: null,
        factory: null,
      }),
      { type: 'LABEL', label: 'Next' },
    ]
    expect(pastCounterparties(items, SAFE as Address)).toEqual([])
  })
})
