import { secp256k1 } from '@noble/curves/secp256k1'
import { HDKey } from '@scure/bip32'
import { type Address, bytesToHex, getAddress, keccak256 } from 'viem'
import type { HdKey, KeyPath } from './ethUr'

/** One account the paired device can sign for. */
export type QrAccount = { address: Address; path: KeyPath }

/**
 * The first `count` addresses under the device's key (BIP-44 `…/0/i` below its account key,
 * as Keystone and MetaMask number them), each with the full path the sign request must name.
 */
export function deriveQrAccounts(key: HdKey, count = 5): QrAccount[] {
  if (!key.chainCode) throw new Error('This key has no chain code: no accounts derive from it.')
  const account = new HDKey({ publicKey: key.publicKey, chainCode: key.chainCode })
  const external = account.deriveChild(0)
  return Array.from({ length: count }, (_, i) => {
    const child = external.deriveChild(i)
    if (!child.publicKey) throw new Error(`No public key at index ${i}`)
    return {
      address: addressOfPublicKey(child.publicKey),
      path: {
        components: [
          ...key.origin.components,
          { index: 0, hardened: false },
          { index: i, hardened: false },
        ],
        ...(key.origin.sourceFingerprint !== undefined
          ? { sourceFingerprint: key.origin.sourceFingerprint }
          : {}),
      },
    }
  })
}

/** The Ethereum address of a compressed secp256k1 public key. */
export function addressOfPublicKey(compressedPublicKey: Uint8Array): Address {
  const uncompressed = secp256k1.ProjectivePoint.fromHex(compressedPublicKey).toRawBytes(false)
  return getAddress(`0x${keccak256(bytesToHex(uncompressed.slice(1))).slice(-40)}`)
}
