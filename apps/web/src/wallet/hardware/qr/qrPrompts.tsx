import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { type Hex, UserRejectedRequestError } from 'viem'
import { decodeEthSignature, type EthSignRequest, encodeEthSignRequest } from './ethUr'
import type { QrAccount } from './hdAccounts'
import { QrPairDialog, QrSignDialog } from './QrSignerDialogs'
import { encodeUrParts } from './ur'

/**
 * The signer's dialogs, each in a React root of its own on document.body: the connector runs
 * outside the app's component tree, and its prompt answers a promise the wallet call awaits.
 * Closing a dialog rejects with wagmi's "user rejected", as a browser wallet's Reject does.
 */
function prompt<T>(render: (done: (value: T) => void, cancel: () => void) => React.ReactElement) {
  return new Promise<T>((resolve, reject) => {
    const host = document.createElement('div')
    document.body.append(host)
    const root = createRoot(host)
    let settled = false
    const close = () => {
      if (settled) return false
      settled = true
      root.unmount()
      host.remove()
      return true
    }
    root.render(
      render(
        (value) => {
          if (close()) resolve(value)
        },
        () => {
          if (close())
            reject(new UserRejectedRequestError(new Error('Rejected in the QR signer dialog.')))
        },
      ),
    )
  })
}

export function askForQrAccount(): Promise<QrAccount> {
  return prompt<QrAccount>((done, cancel) =>
    createElement(QrPairDialog, { onPaired: done, onCancel: cancel }),
  )
}

/**
 * Shows `request` and resolves with the device's signature once one is scanned that answers
 * this request and passes `check` (which returns an error text for a signature that does not
 * prove out, e.g. signed by another key).
 */
export function askForQrSignature({
  request,
  account,
  title,
  summary,
  check,
}: {
  request: EthSignRequest
  account: QrAccount
  title: string
  summary: string
  check: (signature: Hex) => Promise<string | undefined>
}): Promise<Hex> {
  const parts = encodeUrParts(encodeEthSignRequest(request))
  return prompt<Hex>((done, cancel) =>
    createElement(QrSignDialog, {
      title,
      summary,
      account: account.address,
      parts,
      onCancel: cancel,
      onAnswer: async (ur) => {
        const signature = decodeEthSignature(ur, request.requestId)
        const problem = await check(signature)
        if (!problem) done(signature)
        return problem
      },
    }),
  )
}
