import { type CryptoAccount, decodeCryptoAccount } from './cryptoAccount'
import { decodeHdKey, type HdKey, UR_TYPES } from './ethUr'
import { addressOfPublicKey, deriveQrAccounts, type QrAccount } from './hdAccounts'
import type { Ur } from './ur'

/** An account-level key (m/44'/60'/n') with its chain code: accounts derive below it. */
const isAccountKey = (key: HdKey) => key.origin.components.length === 3 && Boolean(key.chainCode)

/** The accounts of a crypto-account: derived below account keys, else each key itself. */
function accountsOfExport(exported: CryptoAccount): QrAccount[] {
  return exported.keys.flatMap((key) => {
    const origin = {
      ...key.origin,
      sourceFingerprint: key.origin.sourceFingerprint ?? exported.masterFingerprint,
    }
    if (isAccountKey(key)) return deriveQrAccounts({ ...key, origin })
    return [{ address: addressOfPublicKey(key.publicKey), path: origin }]
  })
}

/**
 * The accounts a pairing code offers: a `crypto-hdkey` (an account key: its first five
 * addresses …/0/i) or a `crypto-account` (Keystone's export: one key per account, e.g. on
 * Ledger Live's paths, or account keys to derive from). Each account keeps the full path and
 * the device fingerprint its sign requests must name.
 * @throws Error for another UR type, or a code that names no usable key.
 */
export function pairingAccounts(ur: Ur): QrAccount[] {
  if (ur.type === UR_TYPES.hdkey) return deriveQrAccounts(decodeHdKey(ur))
  if (ur.type === UR_TYPES.account) {
    const accounts = accountsOfExport(decodeCryptoAccount(ur))
    const seen = new Set<string>()
    return accounts.filter((account) => !seen.has(account.address) && seen.add(account.address))
  }
  throw new Error(
    `This QR code is a ${ur.type}; show the device's "connect software wallet" code (crypto-hdkey or crypto-account).`,
  )
}
