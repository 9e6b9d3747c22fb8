/**
 * The CBOR subset the Blockchain Commons UR types use (RFC 8949): unsigned and negative
 * integers, byte and text strings, arrays, maps, tags, booleans and null. Enough for
 * `eth-sign-request`, `eth-signature` and `crypto-hdkey`; floats and indefinite lengths are
 * refused with an error rather than read wrongly.
 */
export type CborValue =
  | number
  | boolean
  | null
  | string
  | Uint8Array
  | CborValue[]
  | Map<number, CborValue>
  | CborTagged

export class CborTagged {
  constructor(
    readonly tag: number,
    readonly value: CborValue,
  ) {}
}

export function encodeCbor(value: CborValue): Uint8Array {
  const out: number[] = []
  write(out, value)
  return Uint8Array.from(out)
}

function head(out: number[], major: number, length: number) {
  if (!Number.isSafeInteger(length) || length < 0) throw new Error(`CBOR: bad length ${length}`)
  const m = major << 5
  if (length < 24) out.push(m | length)
  else if (length < 0x100) out.push(m | 24, length)
  else if (length < 0x10000) out.push(m | 25, length >> 8, length & 0xff)
  else if (length < 0x100000000) {
    out.push(m | 26, (length >>> 24) & 0xff, (length >>> 16) & 0xff, (length >>> 8) & 0xff)
    out.push(length & 0xff)
  } else throw new Error(`CBOR: length ${length} is too large`)
}

function write(out: number[], value: CborValue) {
  if (value === null) out.push(0xf6)
  else if (value === true) out.push(0xf5)
  else if (value === false) out.push(0xf4)
  else if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) throw new Error(`CBOR: ${value} is not an integer`)
    if (value >= 0) head(out, 0, value)
    else head(out, 1, -1 - value)
  } else if (typeof value === 'string') {
    const bytes = new TextEncoder().encode(value)
    head(out, 3, bytes.length)
    for (const byte of bytes) out.push(byte)
  } else if (value instanceof Uint8Array) {
    head(out, 2, value.length)
    for (const byte of value) out.push(byte)
  } else if (Array.isArray(value)) {
    head(out, 4, value.length)
    for (const item of value) write(out, item)
  } else if (value instanceof Map) {
    head(out, 5, value.size)
    // Canonical order for integer keys: ascending (all our keys are small unsigned integers).
    for (const key of [...value.keys()].sort((a, b) => a - b)) {
      write(out, key)
      write(out, value.get(key) as CborValue)
    }
  } else {
    head(out, 6, value.tag)
    write(out, value.value)
  }
}

export function decodeCbor(bytes: Uint8Array): CborValue {
  const reader = { bytes, at: 0 }
  const value = read(reader)
  if (reader.at !== bytes.length) {
    throw new Error(`CBOR: ${bytes.length - reader.at} bytes left over after the value`)
  }
  return value
}

type Reader = { bytes: Uint8Array; at: number }

function byte(reader: Reader): number {
  const value = reader.bytes[reader.at]
  if (value === undefined) throw new Error('CBOR: the data ends in the middle of a value')
  reader.at += 1
  return value
}

function readLength(reader: Reader, info: number): number {
  if (info < 24) return info
  const size = info === 24 ? 1 : info === 25 ? 2 : info === 26 ? 4 : info === 27 ? 8 : 0
  if (size === 0) throw new Error(`CBOR: unsupported length encoding ${info}`)
  let length = 0
  for (let i = 0; i < size; i++) length = length * 256 + byte(reader)
  if (!Number.isSafeInteger(length)) throw new Error('CBOR: length too large')
  return length
}

function take(reader: Reader, length: number): Uint8Array {
  if (reader.at + length > reader.bytes.length) {
    throw new Error('CBOR: the data ends in the middle of a value')
  }
  const slice = reader.bytes.slice(reader.at, reader.at + length)
  reader.at += length
  return slice
}

function read(reader: Reader): CborValue {
  const first = byte(reader)
  const major = first >> 5
  const info = first & 0x1f
  switch (major) {
    case 0:
      return readLength(reader, info)
    case 1:
      return -1 - readLength(reader, info)
    case 2:
      return take(reader, readLength(reader, info))
    case 3:
      return new TextDecoder('utf-8', { fatal: true }).decode(
        take(reader, readLength(reader, info)),
      )
    case 4: {
      const length = readLength(reader, info)
      const items: CborValue[] = []
      for (let i = 0; i < length; i++) items.push(read(reader))
      return items
    }
    case 5: {
      const length = readLength(reader, info)
      const map = new Map<number, CborValue>()
      for (let i = 0; i < length; i++) {
        const key = read(reader)
        if (typeof key !== 'number') throw new Error('CBOR: only integer map keys are supported')
        map.set(key, read(reader))
      }
      return map
    }
    case 6:
      return new CborTagged(readLength(reader, info), read(reader))
    default:
      if (first === 0xf4) return false
      if (first === 0xf5) return true
      if (first === 0xf6) return null
      throw new Error(`CBOR: unsupported simple value 0x${first.toString(16)}`)
  }
}
