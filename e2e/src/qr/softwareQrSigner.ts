import { DEVNET_MNEMONIC } from '@assent/devnet'
import { bytesToHex, type Hex, parseTransaction, serializeSignature } from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import {
  decodeEthSignRequest,
  type EthSignRequest,
  encodeEthSignature,
  encodeHdKey,
  formatKeyPath,
  parseKeyPath,
  SIGN_DATA_TYPE,
} from '../../../apps/web/src/wallet/hardware/qr/ethUr'
import { encodeUrParts, UrCollector } from '../../../apps/web/src/wallet/hardware/qr/ur'

/** Where the device's account key sits; its accounts are …/0/i (anvil's test accounts). */
const ACCOUNT_PATH = "m/44'/60'/0'"
/** The device's master key fingerprint, echoed in every request meant for it. */
const DEVICE_FINGERPRINT = 0x5eed0001

/**
 * The test harness's air-gapped signer: the devnet mnemonic's keys, speaking the same UR
 * types as a Keystone. It reads the request from the UR parts the page shows and answers
 * with an `eth-signature` UR for the fake camera.
 */
export function softwareQrSigner() {
  const accountKey = mnemonicToAccount(DEVNET_MNEMONIC, { path: ACCOUNT_PATH }).getHdKey()
  const origin = { components: parseKeyPath(ACCOUNT_PATH), sourceFingerprint: DEVICE_FINGERPRINT }

  /** The pairing code the device shows ("connect software wallet"). */
  const pairingUr = (): string => {
    const parts = encodeUrParts(
      encodeHdKey({
        publicKey: accountKey.publicKey as Uint8Array,
        chainCode: accountKey.chainCode as Uint8Array,
        origin,
        name: 'Software QR signer',
      }),
    )
    if (parts.length !== 1) throw new Error('the pairing code should fit one QR code')
    return parts[0] as string
  }

  /** Reads a whole request from parts scanned off the screen (in any order, repeated). */
  const readRequest = (parts: readonly string[]): EthSignRequest => {
    const collector = new UrCollector()
    for (const part of parts) {
      const ur = collector.receive(part)
      if (ur) return decodeEthSignRequest(ur)
    }
    throw new Error(`the request is incomplete: ${JSON.stringify(collector.progress)}`)
  }

  /** Signs `request` as the device would, after checking it names one of its keys. */
  const sign = async (request: EthSignRequest): Promise<Hex> => {
    if (request.path.sourceFingerprint !== origin.sourceFingerprint) {
      throw new Error('the request is for another device (source fingerprint)')
    }
    const path = formatKeyPath(request.path.components)
    if (!path.startsWith(`${ACCOUNT_PATH}/`))
      throw new Error(`${path} is not below ${ACCOUNT_PATH}`)
    const key = accountKey.derive(`m${path.slice(ACCOUNT_PATH.length)}`).privateKey
    if (!key) throw new Error(`no private key at ${path}`)
    const account = privateKeyToAccount(bytesToHex(key))
    const data = new TextDecoder().decode(request.signData)
    switch (request.dataType) {
      case SIGN_DATA_TYPE.typedData:
        return account.signTypedData(JSON.parse(data))
      case SIGN_DATA_TYPE.personalMessage:
        return account.signMessage({ message: { raw: request.signData } })
      case SIGN_DATA_TYPE.typedTransaction: {
        const signed = await account.signTransaction(parseTransaction(bytesToHex(request.signData)))
        const { r, s, yParity } = parseTransaction(signed)
        if (!r || !s || yParity === undefined)
          throw new Error('the signed transaction has no signature')
        return serializeSignature({ r, s, yParity })
      }
      default:
        throw new Error(`data type ${request.dataType} is not signed by this test signer`)
    }
  }

  /**
   * The device's answer to `request`, as UR text; a wrong one for the refusal tests: another
   * request's id, or signed with the key at another path (`signAs`).
   */
  const answer = async (
    request: EthSignRequest,
    { requestId = request.requestId, signAs }: { requestId?: Uint8Array; signAs?: string } = {},
  ) => {
    const signed = signAs
      ? { ...request, path: { ...request.path, components: parseKeyPath(signAs) } }
      : request
    const signature = await sign(signed)
    const [part] = encodeUrParts(encodeEthSignature({ requestId, signature }))
    return part as string
  }

  return { pairingUr, readRequest, sign, answer }
}
