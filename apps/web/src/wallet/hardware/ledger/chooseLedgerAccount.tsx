import { createRoot } from 'react-dom/client'
import { UserRejectedRequestError } from 'viem'
import type { LedgerAccount } from './createLedgerProvider'
import type { LedgerSession } from './createLedgerSession'
import { LedgerAccountChooser } from './LedgerAccountChooser'

/**
 * Opens the account chooser above the wallet dialog and resolves with the account picked. It
 * gets a React root of its own: the connector asking for it runs outside the app's tree.
 * @throws UserRejectedRequestError when the chooser is closed without a choice.
 */
export function chooseLedgerAccount(session: LedgerSession): Promise<LedgerAccount> {
  return new Promise((resolve, reject) => {
    const host = document.createElement('div')
    host.className = 'ledger-layer'
    document.body.append(host)
    const root = createRoot(host)
    // Unmounted after the click that closes it has been handled, not inside it.
    const close = () =>
      setTimeout(() => {
        root.unmount()
        host.remove()
      })
    root.render(
      <LedgerAccountChooser
        session={session}
        onChoose={(account) => {
          close()
          resolve(account)
        }}
        onCancel={() => {
          close()
          reject(new UserRejectedRequestError(new Error('No Ledger account was chosen.')))
        }}
      />,
    )
  })
}
