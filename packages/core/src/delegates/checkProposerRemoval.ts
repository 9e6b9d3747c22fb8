import type { Address } from 'viem'

/**
 * Why the connected account may not remove a proposer, or null when it may: the gateway and the
 * Transaction Service accept the signature of the owner who added it (its delegator) or of the
 * proposer itself, so anyone else is refused here, before a wallet prompt.
 *
 * @example checkProposerRemoval({ account, delegator, delegate }) // null, or the refusal
 */
export function checkProposerRemoval(p: {
  account: Address | undefined
  delegator: Address
  delegate: Address
}): string | null {
  if (!p.account) return 'Connect the wallet of the owner who added this proposer to remove it.'
  const me = p.account.toLowerCase()
  if (me === p.delegator.toLowerCase() || me === p.delegate.toLowerCase()) return null
  return `Only ${p.delegator}, the owner who added this proposer, or the proposer itself can remove it.`
}
