import { useEffect, useId, useState } from 'react'
import type { Address } from 'viem'
import { useAccount } from 'wagmi'
import type { DevnetProvider } from './devnet/createDevnetProvider'
import { DEVNET_CONNECTOR_ID } from './devnet/devnetConnector'

/** With the Development wallet connected: a "TEST KEYS" badge and a picker of its accounts. */
export function DevnetAccountPicker() {
  const { connector, address, status } = useAccount()
  const [provider, setProvider] = useState<DevnetProvider | null>(null)
  const id = useId()

  useEffect(() => {
    // While reconnecting, wagmi's connector is a stub restored from storage, without methods.
    if (
      status !== 'connected' ||
      connector?.id !== DEVNET_CONNECTOR_ID ||
      typeof connector.getProvider !== 'function'
    ) {
      setProvider(null)
      return
    }
    let active = true
    connector.getProvider().then((p) => active && setProvider(p as DevnetProvider))
    return () => {
      active = false
    }
  }, [connector, status])

  if (!provider || !address) return null
  return (
    <div className="devnet-picker" data-testid="devnet-account-picker">
      <span
        className="badge badge-warning"
        title="Public anvil keys: never use them on a real chain"
      >
        TEST KEYS
      </span>
      <label className="visually-hidden" htmlFor={id}>
        Devnet test account
      </label>
      <select
        id={id}
        className="select select-small"
        value={address}
        onChange={(event) => provider.selectAccount(event.target.value as Address)}
      >
        {provider.accounts.map((account, index) => (
          <option key={account} value={account}>
            Account {index} · {account.slice(0, 6)}…{account.slice(-4)}
          </option>
        ))}
      </select>
    </div>
  )
}
