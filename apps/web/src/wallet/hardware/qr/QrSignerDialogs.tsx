import './qrSigner.css'
import { useState } from 'react'
import type { Address } from 'viem'
import { Modal } from '../../../components/Modal'
import { AnimatedQrCode } from './AnimatedQrCode'
import type { QrAccount } from './hdAccounts'
import { pairingAccounts } from './pairingAccounts'
import { QrScanner } from './QrScanner'
import { UrCollector } from './ur'

/**
 * Pairing: scan the device's account key (crypto-hdkey) or account export (crypto-account)
 * once, then pick one of its accounts.
 */
export function QrPairDialog({
  onPaired,
  onCancel,
}: {
  onPaired: (account: QrAccount) => void
  onCancel: () => void
}) {
  const [accounts, setAccounts] = useState<QrAccount[]>()
  const [collector] = useState(() => new UrCollector())
  const read = (text: string): string | undefined => {
    try {
      const ur = collector.receive(text)
      if (!ur) return undefined
      setAccounts(pairingAccounts(ur))
      return undefined
    } catch (error) {
      return error instanceof Error ? error.message : String(error)
    }
  }
  return (
    <div className="qr-signer-layer">
      <Modal
        title="Connect a QR hardware wallet"
        onClose={onCancel}
        testId="qr-pair"
        layer="prompt"
      >
        {accounts ? (
          <>
            <p>Choose the account to use:</p>
            <ul className="qr-signer-accounts">
              {accounts.map((account) => (
                <li key={account.address}>
                  <button
                    type="button"
                    className="button"
                    data-testid="qr-account-option"
                    onClick={() => onPaired(account)}
                  >
                    {account.address}
                  </button>
                </li>
              ))}
            </ul>
          </>
        ) : (
          <QrScanner
            onText={read}
            hint="On the device, open “Connect software wallet” and hold its QR code up to the camera."
          />
        )}
      </Modal>
    </div>
  )
}

/**
 * Signing: show the request as an (animated) QR code for the device, then read its answer.
 * `onAnswer` checks the scanned UR and returns an error text, or nothing when it is accepted.
 */
export function QrSignDialog({
  title,
  summary,
  account,
  parts,
  onAnswer,
  onCancel,
}: {
  title: string
  summary: string
  account: Address
  parts: readonly string[]
  onAnswer: (ur: { type: string; cbor: Uint8Array }) => Promise<string | undefined>
  onCancel: () => void
}) {
  const [scanning, setScanning] = useState(false)
  const [collector] = useState(() => new UrCollector())
  const read = async (text: string): Promise<string | undefined> => {
    try {
      const ur = collector.receive(text)
      return ur ? await onAnswer(ur) : undefined
    } catch (error) {
      return error instanceof Error ? error.message : String(error)
    }
  }
  return (
    <div className="qr-signer-layer">
      <Modal title={title} onClose={onCancel} testId="qr-sign" layer="prompt">
        <p>
          {summary} with <code>{account}</code>.
        </p>
        {scanning ? (
          <QrScanner onText={read} hint="Hold the device's signature QR code up to the camera." />
        ) : (
          <>
            <p>
              1. Scan this code with the device
              {parts.length > 1 ? ` (${parts.length} parts, shown in turn)` : ''}.
            </p>
            <AnimatedQrCode parts={parts} label="Sign request for the QR hardware wallet" />
            <p>2. Confirm on the device, then scan its answer.</p>
          </>
        )}
        <div className="modal-footer">
          <button type="button" className="button" onClick={onCancel}>
            Reject
          </button>
          {scanning ? (
            // After a refused answer the device may need the request again (another account
            // chosen on it, an old code still on its screen).
            <button type="button" className="button" onClick={() => setScanning(false)}>
              Show the request again
            </button>
          ) : (
            <button
              type="button"
              className="button button-primary"
              onClick={() => setScanning(true)}
            >
              Scan the signature
            </button>
          )}
        </div>
      </Modal>
    </div>
  )
}
