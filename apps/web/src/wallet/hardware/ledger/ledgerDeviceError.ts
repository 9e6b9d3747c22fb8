/**
 * A Ledger (or the Ethereum app on it) refused or could not answer, worded for the signer.
 * `rejected`: the person said no on the device. `statusWord`: the device's answer, if any.
 */
export class LedgerDeviceError extends Error {
  override name = 'LedgerDeviceError'
  /** The same words, where viem and the wallet's error wording look for a short text. */
  readonly shortMessage: string

  constructor(
    message: string,
    readonly options: { statusWord?: number; rejected?: boolean; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause })
    this.shortMessage = message
  }

  get rejected(): boolean {
    return this.options.rejected === true
  }
}

/** What the status words the Ethereum app answers mean, in words for the signer. */
export const LEDGER_ERROR_TEXTS = {
  rejected: 'You rejected the request on your Ledger.',
  blindSigning:
    'The Ethereum app refused the data. If your Ledger says blind signing is off, turn on Settings → Blind signing in the Ethereum app, then try again.',
  appNotOpen: 'Open the Ethereum app on your Ledger, then try again.',
  locked: 'Your Ledger is locked: unlock it with its PIN, open the Ethereum app, then try again.',
  wrongParameters:
    'The Ethereum app on your Ledger does not accept this request: update the app with Ledger Live, then try again.',
} as const

/** Status words and their text; a status word not listed is named in the message. */
const STATUS_TEXTS: ReadonlyMap<number, string> = new Map([
  [0x6985, LEDGER_ERROR_TEXTS.rejected],
  [0x6a80, LEDGER_ERROR_TEXTS.blindSigning],
  // Dashboard or another app open: the instruction or class is unknown to it.
  [0x6d00, LEDGER_ERROR_TEXTS.appNotOpen],
  [0x6e00, LEDGER_ERROR_TEXTS.appNotOpen],
  [0x6e01, LEDGER_ERROR_TEXTS.appNotOpen],
  [0x6d02, LEDGER_ERROR_TEXTS.appNotOpen],
  [0x6511, LEDGER_ERROR_TEXTS.appNotOpen],
  [0x5515, LEDGER_ERROR_TEXTS.locked],
  [0x6982, LEDGER_ERROR_TEXTS.locked],
  [0x6b00, LEDGER_ERROR_TEXTS.wrongParameters],
  [0x6a86, LEDGER_ERROR_TEXTS.wrongParameters],
])

/**
 * The error for a status word other than 0x9000.
 * @example ledgerStatusError(0x6985).rejected // true
 */
export function ledgerStatusError(statusWord: number): LedgerDeviceError {
  const hex = `0x${statusWord.toString(16).padStart(4, '0')}`
  const text = STATUS_TEXTS.get(statusWord) ?? `Your Ledger refused the request (status ${hex}).`
  return new LedgerDeviceError(text, { statusWord, rejected: statusWord === 0x6985 })
}
