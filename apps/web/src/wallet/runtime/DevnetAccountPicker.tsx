import { useAccountModal } from '@rainbow-me/rainbowkit'
import { useEffect, useId, useState } from 'react'
import { createPortal } from 'react-dom'
import type { Address } from 'viem'
import { useAccount } from 'wagmi'
import type { DevnetProvider } from './devnet/createDevnetProvider'
import { DEVNET_CONNECTOR_ID } from './devnet/devnetConnector'

/**
 * With the Development wallet connected: a "TEST KEYS" badge and a picker of its accounts, in
 * the header; on a phone (where the header has no room, app.css) inside the account modal.
 */
export function DevnetAccountPicker() {
  const { connector, address, status } = useAccount()
  const [provider, setProvider] = useState<DevnetProvider | null>(null)
  const { accountModalOpen } = useAccountModal()
  const modalSlot = useAccountModalSlot(accountModalOpen && provider !== null)

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
    <>
      <Picker
        provider={provider}
        address={address}
        className="devnet-picker"
        testId="devnet-account-picker"
      />
      {modalSlot &&
        createPortal(
          <Picker
            provider={provider}
            address={address}
            className="devnet-picker-modal"
            testId="devnet-account-picker-modal"
          />,
          modalSlot,
        )}
    </>
  )
}

function Picker({
  provider,
  address,
  className,
  testId,
}: {
  provider: DevnetProvider
  address: Address
  className: string
  testId: string
}) {
  const id = useId()
  return (
    <div className={className} data-testid={testId}>
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

/**
 * A box inside RainbowKit's open account modal, below its Copy/Disconnect row, for the picker.
 * RainbowKit renders no slot of its own, so the box is added beside its buttons once they are in
 * the document and removed when the modal closes.
 */
function useAccountModalSlot(open: boolean): HTMLElement | null {
  const [slot, setSlot] = useState<HTMLElement | null>(null)
  useEffect(() => {
    if (!open) return
    const box = document.createElement('div')
    const place = () => {
      const disconnect = document.querySelector('[data-rk] [data-testid="rk-disconnect-button"]')
      const row = disconnect?.parentElement
      if (!row?.parentElement) return false
      row.parentElement.insertBefore(box, row.nextSibling)
      setSlot(box)
      return true
    }
    const observer = new MutationObserver(() => {
      if (place()) observer.disconnect()
    })
    if (!place()) observer.observe(document.body, { childList: true, subtree: true })
    return () => {
      observer.disconnect()
      box.remove()
      setSlot(null)
    }
  }, [open])
  return slot
}
