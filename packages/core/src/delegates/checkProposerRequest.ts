import { type Address, getAddress } from 'viem'

/** The longest proposer name the Transaction Service (and the gateway) stores. */
export const PROPOSER_NAME_MAX = 50

/** A proposer an owner asked to add, checked: ready to sign and send. */
export type ProposerRequest = {
  delegate: Address
  delegator: Address
  label: string
  /** Milliseconds since the epoch; null: no expiry. */
  expiresAt: number | null
}

/** Why a request to add a proposer cannot be sent, by field (`account` for who asks). */
export type ProposerRequestErrors = Partial<
  Record<'account' | 'delegate' | 'label' | 'expiry', string>
>

/**
 * Checks what an owner typed to add a proposer to a Safe before anything is signed: the
 * connected account must own the Safe (the gateway refuses others' signatures too, but only
 * after a wallet prompt), the proposer must be a well-formed address that is neither the account
 * nor an owner, the name 1–{@link PROPOSER_NAME_MAX} characters, and the expiry — a UTC day
 * `YYYY-MM-DD`, the proposer's rights end when it starts — empty or later than `nowMs`.
 *
 * @example
 * const checked = checkProposerRequest({ account, owners, delegate: '0x…', label: 'Bot', expiry: '', nowMs: Date.now() })
 * if (checked.ok) send(checked.request)
 */
export function checkProposerRequest(p: {
  account: Address | undefined
  owners: readonly string[]
  delegate: string
  label: string
  expiry: string
  nowMs: number
}): { ok: true; request: ProposerRequest } | { ok: false; errors: ProposerRequestErrors } {
  const errors: ProposerRequestErrors = {}
  const owners = new Set(p.owners.map((owner) => owner.toLowerCase()))
  if (!p.account) errors.account = "Connect an owner's wallet to add a proposer."
  else if (!owners.has(p.account.toLowerCase())) {
    errors.account = `Only an owner of this Safe can add a proposer: ${p.account} is not one.`
  }
  const delegate = parseAddress(p.delegate.trim())
  if ('error' in delegate) errors.delegate = delegate.error
  else if (p.account && delegate.address.toLowerCase() === p.account.toLowerCase()) {
    errors.delegate = 'The proposer must be another account than yours.'
  } else if (owners.has(delegate.address.toLowerCase())) {
    errors.delegate = `${delegate.address} is an owner of this Safe: owners can already propose.`
  }
  const label = p.label.trim()
  if (label.length === 0 || label.length > PROPOSER_NAME_MAX) {
    errors.label = `Enter a name of 1 to ${PROPOSER_NAME_MAX} characters.`
  }
  const expiry = parseExpiry(p.expiry.trim(), p.nowMs)
  if ('error' in expiry) errors.expiry = expiry.error
  if (!p.account || 'error' in delegate || 'error' in expiry || Object.keys(errors).length > 0) {
    return { ok: false, errors }
  }
  return {
    ok: true,
    request: {
      delegate: delegate.address,
      delegator: getAddress(p.account),
      label,
      expiresAt: expiry.expiresAt,
    },
  }
}

function parseAddress(value: string): { address: Address } | { error: string } {
  if (!/^0x[0-9a-fA-F]{40}$/.test(value)) {
    return { error: "Enter the proposer's address: 0x and 40 hexadecimal characters." }
  }
  const checksummed = getAddress(value)
  const mixedCase =
    value.slice(2) !== value.slice(2).toLowerCase() &&
    value.slice(2) !== value.slice(2).toUpperCase()
  if (mixedCase && checksummed !== value) {
    return { error: 'The address has a wrong checksum (a mistyped letter?): check it.' }
  }
  return { address: checksummed }
}

/** The expiry in ms, null for none, or why it is refused. */
function parseExpiry(
  value: string,
  nowMs: number,
): { expiresAt: number | null } | { error: string } {
  if (value === '') return { expiresAt: null }
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value)
  const at = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN
  if (!match || Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== value) {
    return { error: 'Enter the expiry as a day (YYYY-MM-DD), or leave it empty.' }
  }
  if (at <= nowMs) {
    return { error: `The expiry ${value} is in the past: choose a later day, or none.` }
  }
  return { expiresAt: at }
}
