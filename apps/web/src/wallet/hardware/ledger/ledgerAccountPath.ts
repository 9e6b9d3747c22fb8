/**
 * The two ways Ledger users' Ethereum accounts are derived: Ledger Live's (one hardened account
 * level per account) and the legacy one of MyEtherWallet and MyCrypto (accounts under 0').
 */
export type LedgerPathScheme = 'ledgerLive' | 'legacy'

/** The schemes as the account chooser names them, Ledger Live's first. */
export const LEDGER_PATH_SCHEMES: readonly { scheme: LedgerPathScheme; label: string }[] = [
  { scheme: 'ledgerLive', label: "Ledger Live (m/44'/60'/x'/0/0)" },
  { scheme: 'legacy', label: "Legacy, MEW and MyCrypto (m/44'/60'/0'/x)" },
]

/**
 * The derivation path of account `index` (0-based) in `scheme`.
 * @example ledgerAccountPath('ledgerLive', 1) // "m/44'/60'/1'/0/0"
 */
export function ledgerAccountPath(scheme: LedgerPathScheme, index: number): string {
  if (!Number.isInteger(index) || index < 0 || index >= 0x8000_0000) {
    throw new Error(`Account number ${index} is not a whole number from 0 to 2147483647.`)
  }
  return scheme === 'ledgerLive' ? `m/44'/60'/${index}'/0/0` : `m/44'/60'/0'/${index}`
}
