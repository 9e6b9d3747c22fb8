import type { TransactionListItem, TransferInfo } from '@assent/gateway-client'
import { type Address, getAddress, isAddress, isAddressEqual, zeroAddress } from 'viem'
import type { KnownAddress } from './findLookAlikes'

/** How a past counterparty is named in a look-alike finding ("looks like a past recipient"). */
export const PAST_COUNTERPARTY_NAMES = {
  recipient: 'a past recipient',
  sender: 'a past sender',
  called: 'an address this Safe called',
} as const

/** Parameters of `pastCounterparties`: pages of the Safe's history, and the Safe. */
export type PastCounterpartiesParameters = Parameters<typeof pastCounterparties>

/** What `pastCounterparties` answers: each counterparty once, named by its role. */
export type PastCounterpartiesReturnType = KnownAddress[]

/**
 * The addresses the Safe has dealt with, from pages of its history (newest first): recipients
 * and senders of its transfers and the targets of its calls, each once, the Safe itself and the
 * zero address left out. They are what a user copies from the history, so what a poisoner
 * imitates. Transfers the gateway marks as imitations are skipped: they are the poisoning.
 * @example findLookAlikes({ addresses, known, history: pastCounterparties(items, safe), safe })
 */
export function pastCounterparties(
  items: readonly TransactionListItem[],
  safe: Address,
): PastCounterpartiesReturnType {
  const found = new Map<string, KnownAddress>()
  const add = (value: string, name: string) => {
    // The gateway's answer is not trusted to hold addresses only.
    if (!isAddress(value, { strict: false })) return
    const address = getAddress(value)
    if (isAddressEqual(address, safe) || isAddressEqual(address, zeroAddress)) return
    if (!found.has(address.toLowerCase())) found.set(address.toLowerCase(), { address, name })
  }
  for (const item of items) {
    if (item.type !== 'TRANSACTION') continue
    const info = item.transaction.txInfo
    if (info.type === 'Transfer') {
      if (isImitation(info.transferInfo)) continue
      add(info.recipient.value, PAST_COUNTERPARTY_NAMES.recipient)
      add(info.sender.value, PAST_COUNTERPARTY_NAMES.sender)
    } else if (info.type === 'Custom' && !info.detailsUnavailable && !info.isCancellation) {
      const sentValue = info.value !== '0' && info.value !== ''
      add(
        info.to.value,
        sentValue ? PAST_COUNTERPARTY_NAMES.recipient : PAST_COUNTERPARTY_NAMES.called,
      )
    }
  }
  return [...found.values()]
}

function isImitation(transfer: TransferInfo): boolean {
  return transfer.type === 'ERC20' && transfer.imitation === true
}
