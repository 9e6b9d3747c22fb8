import { type ApduTransport, createLedgerEthApp, type LedgerEthApp } from './createLedgerEthApp'
import { LedgerDeviceError } from './ledgerDeviceError'

/** The device for as long as it answers: opened when first needed, again after it was lost. */
export type LedgerSession = {
  /** Runs `work` with the Ethereum app, opening the device first if needed. */
  run<T>(work: (app: LedgerEthApp) => Promise<T>): Promise<T>
  /** Lets the device go (other tabs and apps may then use it). */
  close(): Promise<void>
}

/**
 * One Ledger connection shared by the account chooser and the provider. A failure of the
 * transport itself (unplugged, or taken by another tab: an error with no status word) drops the
 * connection, so the next request opens the device again instead of failing for good.
 * @example const session = createLedgerSession(openLedgerTransport); await session.run((app) => app.getAddress(path))
 */
export function createLedgerSession(openTransport: () => Promise<ApduTransport>): LedgerSession {
  let opened: Promise<{ transport: ApduTransport; app: LedgerEthApp }> | undefined

  const open = () => {
    opened ??= openTransport().then((transport) => ({
      transport,
      app: createLedgerEthApp(transport),
    }))
    const current = opened
    current.catch(() => {
      if (opened === current) opened = undefined
    })
    return current
  }

  const close = async () => {
    const current = opened
    opened = undefined
    if (!current) return
    const { transport } = await current.catch(() => ({ transport: undefined }))
    await transport?.close().catch(() => {
      // Already gone (unplugged): there is nothing left to release.
    })
  }

  return {
    async run(work) {
      const { app } = await open()
      try {
        return await work(app)
      } catch (error) {
        if (error instanceof LedgerDeviceError && error.options.statusWord === undefined) {
          await close()
        }
        throw error
      }
    },
    close,
  }
}
