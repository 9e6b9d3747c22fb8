import { Buffer } from 'buffer'
import {
  bytesToHex,
  type HDAccount,
  type Hex,
  hashMessage,
  keccak256,
  parseSignature,
  parseTransaction,
} from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import type { ApduTransport } from '../createLedgerEthApp'

/** What the test device was asked to show and approve, for a test to compare with the page. */
export type TestLedgerScreen =
  | { kind: 'address'; path: string; address: Hex; shown: boolean }
  | { kind: 'eip712'; path: string; domainHash: Hex; messageHash: Hex }
  | { kind: 'personalMessage'; path: string; message: Hex }
  | { kind: 'transaction'; path: string; transaction: Hex }

type Pending = { ins: number; path: string; data: number[]; total: number | undefined }

const HARDENED = 0x8000_0000
const status = (word: number) => Buffer.from([word >> 8, word & 0xff])
const ok = (data: Uint8Array | number[] = []) => Buffer.from([...data, 0x90, 0x00])

/**
 * TEST ONLY — never part of a production build (openLedgerTransport loads it only in a build
 * made with VITE_LEDGER_TEST_DEVICE=1). A transport that answers like Ledger's Ethereum app on
 * an unlocked device whose user approves everything, with keys derived from `mnemonic` at the
 * requested path: GET ETH PUBLIC ADDRESS, SIGN ETH EIP 712 (hashed), SIGN ETH PERSONAL MESSAGE
 * and SIGN ETH TRANSACTION (typed transactions), chunked as the app accepts them. Anything else
 * gets the status word the app would give.
 */
export function createTestLedgerTransport({
  mnemonic,
  onScreen = () => {},
}: {
  mnemonic: string
  onScreen?: (screen: TestLedgerScreen) => void
}): ApduTransport {
  const accounts = new Map<string, HDAccount>()
  let pending: Pending | undefined

  const accountAt = (path: string): HDAccount => {
    let account = accounts.get(path)
    if (!account) {
      account = mnemonicToAccount(mnemonic, { path: path as `m/44'/60'/${string}` })
      accounts.set(path, account)
    }
    return account
  }

  /** The path at the start of `data`, and where the rest begins. */
  const readPath = (data: Uint8Array): { path: string; rest: Uint8Array } | undefined => {
    const depth = data[0] ?? 0
    if (depth < 1 || depth > 10 || data.length < 1 + depth * 4) return undefined
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
    const parts = Array.from({ length: depth }, (_, level) => {
      const index = view.getUint32(1 + level * 4)
      return index >= HARDENED ? `${index - HARDENED}'` : String(index)
    })
    const path = `m/${parts.join('/')}`
    return path.startsWith("m/44'/60'/") ? { path, rest: data.slice(1 + depth * 4) } : undefined
  }

  const signature = async (path: string, hash: Hex, v: (parity: number) => number) => {
    const { r, s, yParity } = parseSignature(await accountAt(path).sign({ hash }))
    return ok([v(yParity), ...Buffer.from(r.slice(2), 'hex'), ...Buffer.from(s.slice(2), 'hex')])
  }

  /** Length of a typed transaction (type byte ‖ RLP list) once its header is in, else undefined. */
  const typedTransactionLength = (bytes: number[]): number | undefined => {
    const header = bytes[1]
    if (header === undefined) return undefined
    if (header >= 0xc0 && header <= 0xf7) return 2 + header - 0xc0
    const lengthOfLength = header - 0xf7
    if (bytes.length < 2 + lengthOfLength) return undefined
    const length = bytes.slice(2, 2 + lengthOfLength).reduce((sum, byte) => sum * 256 + byte, 0)
    return 2 + lengthOfLength + length
  }

  async function finish(done: Pending): Promise<Buffer> {
    const data = Uint8Array.from(done.data)
    if (done.ins === 0x08) {
      onScreen({ kind: 'personalMessage', path: done.path, message: bytesToHex(data) })
      return signature(done.path, hashMessage({ raw: data }), (parity) => 27 + parity)
    }
    const transaction = bytesToHex(data)
    try {
      parseTransaction(transaction)
    } catch {
      return status(0x6a80)
    }
    onScreen({ kind: 'transaction', path: done.path, transaction })
    return signature(done.path, keccak256(transaction), (parity) => parity)
  }

  /** One chunk of a chunked command; the answer once the payload is complete. */
  async function chunk(ins: number, p1: number, data: Uint8Array): Promise<Buffer> {
    if (p1 === 0x00) {
      const start = readPath(data)
      if (!start) return status(0x6a80)
      const isMessage = ins === 0x08
      const total = isMessage
        ? new DataView(start.rest.buffer, start.rest.byteOffset).getUint32(0)
        : undefined
      pending = { ins, path: start.path, data: [...start.rest.slice(isMessage ? 4 : 0)], total }
    } else if (p1 === 0x80 && pending?.ins === ins) {
      pending.data.push(...data)
    } else {
      return status(0x6b00)
    }
    const current = pending
    if (ins === 0x04) {
      if (current.data[0] === undefined || current.data[0] > 0x7f) return status(0x6a80)
      current.total ??= typedTransactionLength(current.data)
    }
    if (current.total === undefined || current.data.length < current.total) return ok()
    pending = undefined
    if (current.data.length > current.total) return status(0x6a80)
    return finish(current)
  }

  async function exchange(apdu: Buffer): Promise<Buffer> {
    const [cla, ins = 0, p1 = 0, p2 = 0, lc = 0] = apdu
    const data = Uint8Array.from(apdu.subarray(5))
    if (cla !== 0xe0) return status(0x6e00)
    if (data.length !== lc) return status(0x6700)
    if (p2 !== 0x00) return status(0x6b00)
    switch (ins) {
      case 0x02: {
        const start = readPath(data)
        if (!start || start.rest.length > 0 || p1 > 0x01) return status(0x6a80)
        const account = accountAt(start.path)
        onScreen({
          kind: 'address',
          path: start.path,
          address: account.address,
          shown: p1 === 0x01,
        })
        const ascii = new TextEncoder().encode(account.address.slice(2))
        return ok([65, ...Buffer.from(account.publicKey.slice(2), 'hex'), 40, ...ascii])
      }
      case 0x0c: {
        const start = readPath(data)
        if (start?.rest.length !== 64 || p1 !== 0x00) return status(0x6a80)
        const domainHash = bytesToHex(start.rest.slice(0, 32))
        const messageHash = bytesToHex(start.rest.slice(32))
        onScreen({ kind: 'eip712', path: start.path, domainHash, messageHash })
        const hash = keccak256(`0x1901${domainHash.slice(2)}${messageHash.slice(2)}`)
        return signature(start.path, hash, (parity) => 27 + parity)
      }
      case 0x04:
      case 0x08:
        return chunk(ins, p1, data)
      default:
        return status(0x6d00)
    }
  }

  return { exchange, close: async () => {} }
}
