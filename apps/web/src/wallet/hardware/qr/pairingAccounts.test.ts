import { DEVNET_ACCOUNTS, DEVNET_MNEMONIC } from '@assent/devnet'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { CborTagged, type CborValue, encodeCbor } from './cbor'
import { encodeCryptoAccount } from './cryptoAccount'
import { formatKeyPath, hdKeyMap, parseKeyPath, TAG_HDKEY } from './ethUr'
import { pairingAccounts } from './pairingAccounts'

const MASTER_FINGERPRINT = 0x1234abcd

/** The devnet mnemonic's public key at `path`, as a device exports it (no private part). */
function exportedKey(path: string, withChainCode: boolean) {
  const key = mnemonicToAccount(DEVNET_MNEMONIC, { path: path as `m/44'/60'/${string}` }).getHdKey()
  return {
    publicKey: key.publicKey as Uint8Array,
    ...(withChainCode ? { chainCode: key.chainCode as Uint8Array } : {}),
    origin: { components: parseKeyPath(path) },
  }
}

describe('pairingAccounts from a crypto-account (Keystone account export)', () => {
  it("offers one account per key on Ledger Live's paths, naming the device's fingerprint", () => {
    const paths = [0, 1, 2].map((x) => `m/44'/60'/${x}'/0/0`)
    const ur = encodeCryptoAccount({
      masterFingerprint: MASTER_FINGERPRINT,
      keys: paths.map((path) => exportedKey(path, false)),
    })
    const accounts = pairingAccounts(ur)
    expect(accounts.map((account) => account.address)).toEqual(
      [0, 1, 2].map((x) => mnemonicToAccount(DEVNET_MNEMONIC, { accountIndex: x }).address),
    )
    expect(accounts.map((account) => formatKeyPath(account.path.components))).toEqual(paths)
    expect(accounts.every((a) => a.path.sourceFingerprint === MASTER_FINGERPRINT)).toBe(true)
  })

  it('derives the first five accounts below an exported account key', () => {
    const ur = encodeCryptoAccount({
      masterFingerprint: MASTER_FINGERPRINT,
      keys: [exportedKey("m/44'/60'/0'", true)],
    })
    const accounts = pairingAccounts(ur)
    expect(accounts.map((account) => account.address)).toEqual(
      DEVNET_ACCOUNTS.slice(0, 5).map((account) => account.address),
    )
    expect(formatKeyPath(accounts[4]?.path.components ?? [])).toBe("m/44'/60'/0'/0/4")
    expect(accounts[4]?.path.sourceFingerprint).toBe(MASTER_FINGERPRINT)
  })

  it('reads a key wrapped in a script expression (pkh) as the key itself', () => {
    const key = exportedKey("m/44'/60'/0'/0/0", false)
    const descriptor = new CborTagged(403, new CborTagged(TAG_HDKEY, hdKeyMap(key)))
    const cbor = encodeCbor(
      new Map<number, CborValue>([
        [1, MASTER_FINGERPRINT],
        [2, [descriptor]],
      ]),
    )
    const [account] = pairingAccounts({ type: 'crypto-account', cbor })
    expect(account?.address).toBe(DEVNET_ACCOUNTS[0]?.address)
  })

  it('refuses an export with an EC key, no fingerprint or no accounts, and other UR types', () => {
    const ecKey = encodeCbor(
      new Map<number, CborValue>([
        [1, MASTER_FINGERPRINT],
        [2, [new CborTagged(306, new Map([[3, new Uint8Array(33)]]))]],
      ]),
    )
    expect(() => pairingAccounts({ type: 'crypto-account', cbor: ecKey })).toThrow(
      'crypto-account: output 1 is not an HD key (a single EC key names no path to sign with)',
    )
    const noFingerprint = encodeCbor(new Map([[2, []]]))
    expect(() => pairingAccounts({ type: 'crypto-account', cbor: noFingerprint })).toThrow(
      'crypto-account: the master fingerprint is missing',
    )
    const empty = encodeCbor(
      new Map<number, CborValue>([
        [1, MASTER_FINGERPRINT],
        [2, []],
      ]),
    )
    expect(() => pairingAccounts({ type: 'crypto-account', cbor: empty })).toThrow(
      'crypto-account: it lists no accounts',
    )
    expect(() => pairingAccounts({ type: 'eth-signature', cbor: encodeCbor(new Map()) })).toThrow(
      `This QR code is a eth-signature; show the device's "connect software wallet" code (crypto-hdkey or crypto-account).`,
    )
  })
})
