import { Buffer } from 'buffer'
import { type Address, type Hex, hexToBytes } from 'viem'
import {
  getAddressApdu,
  parseAddressAnswer,
  parseSignatureAnswer,
  signEip712HashedApdu,
  signPersonalMessageApdus,
  signTransactionApdus,
} from './ethAppApdus'
import { LedgerDeviceError, ledgerStatusError } from './ledgerDeviceError'
import { parseBip32Path } from './parseBip32Path'

/**
 * What this wallet needs of a Ledger transport (Ledger's WebHID transport, its replayer in tests,
 * the test build's device): one APDU out, the answer with its status word back.
 */
export type ApduTransport = {
  exchange(apdu: Buffer): Promise<Buffer>
  close(): Promise<void>
}

/** A signature as the device answers it. */
export type DeviceSignature = { v: number; r: Hex; s: Hex }

/** The Ethereum app's commands this wallet uses, over one transport (see ethAppApdus). */
export type LedgerEthApp = {
  getAddress(
    path: string,
    options?: { display?: boolean },
  ): Promise<{ address: Address; publicKey: Hex }>
  signEip712Hashed(
    path: string,
    hashes: { domainHash: Hex; messageHash: Hex },
  ): Promise<DeviceSignature>
  signPersonalMessage(path: string, message: Hex): Promise<DeviceSignature>
  signTransaction(path: string, unsignedTransaction: Hex): Promise<DeviceSignature>
}

const OK = 0x9000

/**
 * The Ethereum app over `transport`: each command built per the app's specification, each
 * answer's status word checked (an error in words for anything but 0x9000), one command at a
 * time (a Ledger answers one APDU after the other).
 * @example const { address } = await createLedgerEthApp(transport).getAddress("m/44'/60'/0'/0/0")
 */
export function createLedgerEthApp(transport: ApduTransport): LedgerEthApp {
  let queue: Promise<unknown> = Promise.resolve()
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work)
    queue = next.catch(() => undefined)
    return next
  }

  async function send(apdu: Uint8Array): Promise<Uint8Array> {
    let answer: Uint8Array
    try {
      answer = new Uint8Array(await transport.exchange(Buffer.from(apdu)))
    } catch (error) {
      throw new LedgerDeviceError(
        'The Ledger did not answer: check that it is plugged in and unlocked, with the Ethereum app open.',
        { cause: error },
      )
    }
    if (answer.length < 2) throw new LedgerDeviceError('The Ledger gave an empty answer.')
    const statusWord =
      ((answer[answer.length - 2] as number) << 8) | (answer[answer.length - 1] as number)
    if (statusWord !== OK) throw ledgerStatusError(statusWord)
    return answer.slice(0, -2)
  }

  /** Every chunk but the last is acknowledged with no data; the last one's answer counts. */
  async function sendAll(apdus: readonly Uint8Array[]): Promise<Uint8Array> {
    let answer: Uint8Array = new Uint8Array()
    for (const apdu of apdus) answer = await send(apdu)
    return answer
  }

  return {
    getAddress: (path, { display = false } = {}) =>
      serial(async () =>
        parseAddressAnswer(await send(getAddressApdu(parseBip32Path(path), { display }))),
      ),
    signEip712Hashed: (path, { domainHash, messageHash }) =>
      serial(async () =>
        parseSignatureAnswer(
          await send(
            signEip712HashedApdu(parseBip32Path(path), {
              domainHash: hexToBytes(domainHash),
              messageHash: hexToBytes(messageHash),
            }),
          ),
        ),
      ),
    signPersonalMessage: (path, message) =>
      serial(async () =>
        parseSignatureAnswer(
          await sendAll(signPersonalMessageApdus(parseBip32Path(path), hexToBytes(message))),
        ),
      ),
    signTransaction: (path, unsignedTransaction) =>
      serial(async () =>
        parseSignatureAnswer(
          await sendAll(
            signTransactionApdus(parseBip32Path(path), hexToBytes(unsignedTransaction)),
          ),
        ),
      ),
  }
}
