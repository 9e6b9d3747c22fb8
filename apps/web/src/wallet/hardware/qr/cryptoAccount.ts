import { CborTagged, type CborValue, encodeCbor } from './cbor'
import { type HdKey, hdKeyMap, mapOf, readHdKeyMap, TAG_HDKEY, UR_TYPES } from './ethUr'
import type { Ur } from './ur'

/** A device's account export (BCR-2020-015 `crypto-account`), as Keystone shows it. */
export type CryptoAccount = {
  /** The device's master key fingerprint: the requests name it so the device knows its key. */
  masterFingerprint: number
  keys: HdKey[]
}

/** Script-expression tags (sh, wsh, pk, pkh, wpkh, combo…) an output descriptor may wrap. */
const SCRIPT_TAGS = new Set([400, 401, 402, 403, 404, 405, 406, 407, 408, 409, 410])

/** The key of one output descriptor: script expressions peeled off down to the crypto-hdkey. */
function keyOfDescriptor(descriptor: CborValue, position: number): HdKey {
  let value = descriptor
  while (value instanceof CborTagged && SCRIPT_TAGS.has(value.tag)) value = value.value
  if (!(value instanceof CborTagged) || value.tag !== TAG_HDKEY || !(value.value instanceof Map)) {
    throw new Error(
      `crypto-account: output ${position} is not an HD key (a single EC key names no path to sign with)`,
    )
  }
  return readHdKeyMap(value.value)
}

/**
 * Reads a `crypto-account` UR: its master fingerprint and the HD key of every output
 * descriptor (Keystone puts one per account for Ledger Live's paths, or one account key).
 * @throws Error naming what is missing or not an HD key.
 */
export function decodeCryptoAccount(ur: Ur): CryptoAccount {
  const map = mapOf(ur, UR_TYPES.account)
  const masterFingerprint = map.get(1)
  if (typeof masterFingerprint !== 'number') {
    throw new Error('crypto-account: the master fingerprint is missing')
  }
  const descriptors = map.get(2)
  if (!Array.isArray(descriptors) || descriptors.length === 0) {
    throw new Error('crypto-account: it lists no accounts')
  }
  return {
    masterFingerprint,
    keys: descriptors.map((descriptor, i) => keyOfDescriptor(descriptor, i + 1)),
  }
}

/** A `crypto-account` UR of `account`, each key a bare output descriptor (for tests). */
export function encodeCryptoAccount(account: CryptoAccount): Ur {
  const map = new Map<number, CborValue>([
    [1, account.masterFingerprint],
    [2, account.keys.map((key) => new CborTagged(TAG_HDKEY, hdKeyMap(key)))],
  ])
  return { type: UR_TYPES.account, cbor: encodeCbor(map) }
}
