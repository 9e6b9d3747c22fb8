import { GatewayResponseError, getSafeInfoQueryOptions } from '@assent/gateway-client'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import { useChains } from '../../chains/useChains'
import { useGateway } from '../../kernel/GatewayProvider'
import { addSafe } from '../safe/addedSafesStore'
import { validateSafeAddressInput } from './validateSafeAddressInput'

/** "Load a Safe": network + address, checked locally, then on chain through the gateway. */
export function LoadSafeForm() {
  const chains = useChains().data ?? []
  const client = useGateway()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [chainId, setChainId] = useState<string>('')
  const [value, setValue] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [checking, setChecking] = useState(false)
  const chainFieldId = useId()
  const addressFieldId = useId()
  const errorId = useId()
  const selectedChain = chains.find((c) => c.chainId === chainId) ?? chains[0]

  async function onSubmit(event: FormEvent) {
    event.preventDefault()
    const input = validateSafeAddressInput(value, selectedChain, chains)
    if (!input.ok) {
      setError(input.error)
      return
    }
    setError(null)
    setChecking(true)
    try {
      await queryClient.fetchQuery(
        getSafeInfoQueryOptions(client, { chainId: input.chain.chainId, address: input.address }),
      )
      addSafe({ chainId: input.chain.chainId, address: input.address })
      await navigate({ to: '/home', search: { safe: `${input.chain.shortName}:${input.address}` } })
    } catch (failure) {
      setError(
        failure instanceof GatewayResponseError && failure.status === 404
          ? 'No Safe found at this address'
          : `The Safe could not be checked: ${failure instanceof Error ? failure.message : String(failure)}`,
      )
    } finally {
      setChecking(false)
    }
  }

  return (
    <form
      className="card"
      onSubmit={onSubmit}
      aria-labelledby="load-safe-title"
      noValidate
      data-testid="load-safe-form"
    >
      <h2 id="load-safe-title">Load a Safe</h2>
      <p className="muted">
        Open any Safe by its address to watch it, read-only until you connect an owner.
      </p>
      <div className="form-row">
        <div className="field" style={{ flex: '0 0 200px', minWidth: 160 }}>
          <label htmlFor={chainFieldId}>Network</label>
          <select
            id={chainFieldId}
            className="select"
            value={selectedChain?.chainId ?? ''}
            onChange={(e) => setChainId(e.target.value)}
          >
            {chains.map((chain) => (
              <option key={chain.chainId} value={chain.chainId}>
                {chain.chainName}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={addressFieldId}>Safe address</label>
          <input
            id={addressFieldId}
            className="input mono"
            placeholder={`${selectedChain?.shortName ?? 'eth'}:0x…`}
            value={value}
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(e) => {
              setValue(e.target.value)
              setError(null)
            }}
          />
        </div>
        <button
          type="submit"
          className="button button-primary"
          disabled={checking || chains.length === 0}
        >
          {checking ? 'Checking…' : 'Open Safe'}
        </button>
      </div>
      {error && (
        <p id={errorId} className="field-error" role="alert" data-testid="load-safe-error">
          {error}
        </p>
      )}
    </form>
  )
}
