import { findLookAlikes } from '@assent/review'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import type { Address } from 'viem'
import { useConfig } from 'wagmi'
import { getBytecode } from 'wagmi/actions'
import { useLocalStore } from '../../../kernel/createLocalStore'
import { addressBookOnChain, addressBookStore } from '../../address-book/addressBookStore'
import { useCurrentSafe } from '../../safe/SafeContext'
import { usePastCounterparties } from '../simulation/review/usePastCounterparties'
import { validateRecipient } from './validateRecipient'

/**
 * An address input with the address book (and the Safe's owners) as suggestions, checksum
 * validation, a hint when the address is a contract (tokens sent to a contract that cannot
 * move them are lost), and a warning when it looks like an owner, an address-book entry or a
 * past counterparty of the Safe but is not it (address poisoning).
 */
export function RecipientField({
  label,
  value,
  onChange,
  testId = 'recipient-input',
}: {
  label: string
  value: string
  onChange: (value: string) => void
  testId?: string
}) {
  const safe = useCurrentSafe()
  const config = useConfig()
  const listId = useId()
  const entries = addressBookOnChain(useLocalStore(addressBookStore), safe.chainId)
  const check = value ? validateRecipient(value, safe.chain.shortName) : undefined
  const address = check?.ok ? check.address : undefined
  const code = useQuery({
    queryKey: ['local', 'bytecode', safe.chainId, address],
    queryFn: async () =>
      (await getBytecode(config, { chainId: Number(safe.chainId), address: address as Address })) ??
      '0x',
    enabled: Boolean(address),
    staleTime: 60_000,
  })
  const suggestions = [
    ...entries.map((e) => ({ address: e.address, name: e.name })),
    ...safe.safeInfo.owners
      .filter((o) => !entries.some((e) => e.address.toLowerCase() === o.value.toLowerCase()))
      .map((o) => ({ address: o.value, name: o.name ?? 'Owner' })),
  ]
  const name = entries.find(
    (e) => address && e.address.toLowerCase() === address.toLowerCase(),
  )?.name
  const history = usePastCounterparties(safe)
  const lookAlike = address
    ? findLookAlikes({
        addresses: [address],
        known: suggestions.map((s) => ({ address: s.address as Address, name: s.name })),
        history,
        safe: safe.address,
      })[0]
    : undefined
  return (
    <label className="field">
      <span className="field-label">{label}</span>
      <input
        className="input mono"
        list={listId}
        value={value}
        placeholder={`${safe.chain.shortName}:0x…`}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
        autoComplete="off"
        spellCheck={false}
      />
      <datalist id={listId}>
        {suggestions.map((s) => (
          <option key={s.address} value={s.address}>
            {s.name}
          </option>
        ))}
      </datalist>
      {check && !check.ok && <span className="field-error">{check.error}</span>}
      {address && (
        <span className="field-hint">
          {name ? `${name} · ` : ''}
          {address}
          {code.data && code.data !== '0x' && (
            <strong data-testid="contract-hint">
              {' '}
              · This is a contract. Make sure it can handle what you send.
            </strong>
          )}
          {address.toLowerCase() === safe.address.toLowerCase() && ' · This is the Safe itself.'}
        </span>
      )}
      {lookAlike && (
        <span className="field-error" role="alert" data-testid="lookalike-hint">
          Looks like {lookAlike.like.name} ({lookAlike.like.address}), but is another address.
          Address poisoning copies the first and last characters: compare every one.
        </span>
      )}
    </label>
  )
}
