import { type Address, getAddress, type Hex, isHex } from 'viem'
import { Operation } from '../enums/transaction'
import { BaseError } from '../errors/BaseError'
import type { MetaTransaction } from '../multisend/types'
import { encodeTxBuilderMethodCall, TxBuilderMethodError } from './encodeTxBuilderMethodCall'
import { txBuilderChecksum } from './txBuilderChecksum'
import type { TxBuilderFile, TxBuilderTransaction } from './txBuilderTypes'

/** A Transaction Builder file that cannot be opened; `message` says why, for the screen. */
export class TxBuilderFileError extends BaseError {
  override name = 'TxBuilderFileError'
}

/** Parameters of `parseTxBuilderFile`. */
export type ParseTxBuilderFileParameters = {
  /** The file's text. */
  text: string
  /** The chain of the Safe that will run the batch: a file for another chain is refused. */
  chainId: number
}

/** What `parseTxBuilderFile` answers. */
export type ParseTxBuilderFileReturnType = {
  file: TxBuilderFile
  /** `missing` for files other tools wrote without one; a wrong checksum is refused. */
  checksum: 'valid' | 'missing'
  /** The batch's calls, in file order, with the calldata of ABI-composed entries encoded. */
  calls: MetaTransaction[]
}

/**
 * Opens a Safe Transaction Builder batch file: checks its shape, that it was made for
 * `chainId`, that `meta.checksum` (when present) matches the content as the official app
 * computes it, and reads every transaction into a call (`to`, `value` in wei from its decimal
 * string, `data`, or the encoding of `contractMethod` with `contractInputsValues`).
 * @throws TxBuilderFileError with a sentence for the screen (numbered transactions are 1-based)
 * @example const { calls } = parseTxBuilderFile({ text, chainId: 1 })
 */
export function parseTxBuilderFile({
  text,
  chainId,
}: ParseTxBuilderFileParameters): ParseTxBuilderFileReturnType {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new TxBuilderFileError('The file is not JSON: it is no Transaction Builder batch.')
  }
  const file = readShape(json)
  if (file.chainId !== String(chainId)) {
    throw new TxBuilderFileError(
      `The batch was made for chain ${file.chainId || '(none)'}; this Safe is on chain ${chainId}.`,
    )
  }
  const written = file.meta.checksum
  if (written !== undefined && written !== '' && written !== txBuilderChecksum(file)) {
    throw new TxBuilderFileError(
      'The checksum in the file does not match its content: the batch was changed after it was written.',
    )
  }
  const calls = file.transactions.map((tx, index) => readCall(tx, index + 1))
  return { file, checksum: written ? 'valid' : 'missing', calls }
}

function readShape(json: unknown): TxBuilderFile {
  const notBatch = 'The file is no Transaction Builder batch: it has no meta or no transactions.'
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new TxBuilderFileError(notBatch)
  }
  const file = json as Partial<Record<keyof TxBuilderFile, unknown>>
  if (typeof file.meta !== 'object' || file.meta === null || !Array.isArray(file.transactions)) {
    throw new TxBuilderFileError(notBatch)
  }
  if (file.version !== '1.0') {
    throw new TxBuilderFileError(
      `The batch file's version ${JSON.stringify(file.version)} is not the one Assent reads (1.0).`,
    )
  }
  if (typeof file.chainId !== 'string') {
    throw new TxBuilderFileError('The batch file names no chain (chainId).')
  }
  if (file.transactions.length === 0) {
    throw new TxBuilderFileError('The batch file holds no transactions.')
  }
  const checksum = (file.meta as { checksum?: unknown }).checksum
  if (checksum !== undefined && typeof checksum !== 'string') {
    throw new TxBuilderFileError("The batch file's checksum is not text.")
  }
  return json as TxBuilderFile
}

function readCall(tx: TxBuilderTransaction, number: number): MetaTransaction {
  const fail = (reason: string) => new TxBuilderFileError(`Transaction ${number}: ${reason}`)
  if (typeof tx !== 'object' || tx === null) throw fail('it is not an object.')
  const to = readAddress(tx.to, fail)
  if (typeof tx.value !== 'string' || !/^\d+$/.test(tx.value)) {
    throw fail('its value must be a whole number of wei written as a string.')
  }
  let data: Hex
  if (tx.data !== null && tx.data !== undefined && tx.data !== '') {
    if (typeof tx.data !== 'string' || !isHex(tx.data) || tx.data.length % 2 !== 0) {
      throw fail('its data is not 0x hex bytes.')
    }
    data = tx.data
  } else if (tx.contractMethod) {
    const values = tx.contractInputsValues ?? null
    if (values && Object.values(values).some((value) => typeof value === 'number')) {
      throw fail('its input values must be written as strings, not numbers.')
    }
    try {
      data = encodeTxBuilderMethodCall(tx.contractMethod, values)
    } catch (error) {
      if (error instanceof TxBuilderMethodError) throw fail(error.message)
      throw error
    }
  } else {
    data = '0x'
  }
  return { operation: Operation.CALL, to, value: BigInt(tx.value), data }
}

function readAddress(value: unknown, fail: (reason: string) => Error): Address {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{40}$/.test(value)) {
    throw fail(`its address ${JSON.stringify(value)} is not a 0x address.`)
  }
  const digits = value.slice(2)
  const mixedCase = digits !== digits.toLowerCase() && digits !== digits.toUpperCase()
  if (mixedCase && getAddress(value) !== value) {
    throw fail(`its address ${value} has a wrong checksum.`)
  }
  return getAddress(value)
}
