import { Buffer } from 'buffer'
import type { ApduTransport } from './createLedgerEthApp'
import { LedgerDeviceError } from './ledgerDeviceError'

/**
 * Opens the Ledger over WebHID with Ledger's own transport: a device this site may already use,
 * else the browser's device chooser (which needs the click that led here). In a build made
 * with VITE_LEDGER_TEST_DEVICE=1 (the browser suites only; the flag is a build-time constant,
 * so other builds do not even contain it) it is the test device instead.
 * @throws LedgerDeviceError when no device is chosen or it cannot be opened.
 */
export async function openLedgerTransport(): Promise<ApduTransport> {
  if (import.meta.env.VITE_LEDGER_TEST_DEVICE === '1') {
    const { openTestLedgerTransport } = await import('./testing/openTestLedgerTransport')
    return openTestLedgerTransport()
  }
  // Ledger's web transport uses Node's Buffer as a global; the browser has none.
  const global = globalThis as { Buffer?: typeof Buffer }
  global.Buffer ??= Buffer
  const { default: TransportWebHID } = await import('@ledgerhq/hw-transport-webhid')
  try {
    return (await TransportWebHID.openConnected()) ?? (await TransportWebHID.request())
  } catch (error) {
    throw new LedgerDeviceError(
      'No Ledger was opened: plug it in, unlock it, open the Ethereum app, then choose it in the browser’s list (close Ledger Live and other tabs that use it).',
      { cause: error },
    )
  }
}
