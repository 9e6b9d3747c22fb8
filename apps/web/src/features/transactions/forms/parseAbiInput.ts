import { getAddress, type Hex, isHex } from 'viem'

/**
 * Turns the text a user typed for one ABI parameter into the value viem encodes: addresses
 * checksummed, integers as bigint (decimal or 0x), bools from true/false, bytes as hex, and
 * arrays/tuples as JSON whose items are parsed the same way.
 * @throws Error with a message naming what is wrong.
 */
export function parseAbiInput(
  param: { type: string; components?: readonly { type: string; name?: string }[] },
  text: string,
): unknown {
  const { type } = param
  const arrayMatch = type.match(/^(.*)\[(\d*)\]$/)
  if (arrayMatch) {
    const items = parseJson(text, type)
    if (!Array.isArray(items)) throw new Error(`Expected a JSON array for ${type}`)
    if (arrayMatch[2] && items.length !== Number(arrayMatch[2])) {
      throw new Error(`Expected ${arrayMatch[2]} items for ${type}`)
    }
    const inner = { type: arrayMatch[1] as string, components: param.components }
    return items.map((item) =>
      parseAbiInput(inner, typeof item === 'string' ? item : JSON.stringify(item)),
    )
  }
  if (type === 'tuple') {
    const items = parseJson(text, type)
    const components = param.components ?? []
    if (!Array.isArray(items) || items.length !== components.length) {
      throw new Error(`Expected a JSON array of ${components.length} values for the tuple`)
    }
    return items.map((item, index) =>
      parseAbiInput(
        components[index] as { type: string },
        typeof item === 'string' ? item : JSON.stringify(item),
      ),
    )
  }
  const value = text.trim()
  if (type === 'address') {
    try {
      return getAddress(value)
    } catch {
      throw new Error(`"${value}" is not a valid address`)
    }
  }
  if (/^u?int\d*$/.test(type)) {
    if (!/^-?\d+$/.test(value) && !/^0x[0-9a-fA-F]+$/.test(value)) {
      throw new Error(`"${value}" is not an integer`)
    }
    const number = BigInt(value)
    if (type.startsWith('uint') && number < 0n) throw new Error(`${type} cannot be negative`)
    return number
  }
  if (type === 'bool') {
    if (value !== 'true' && value !== 'false') throw new Error('Enter true or false')
    return value === 'true'
  }
  if (type === 'string') return text
  if (/^bytes\d*$/.test(type)) {
    if (!isHex(value)) throw new Error(`"${value}" is not hex (0x…)`)
    const size = type.slice(5)
    if (size && (value.length - 2) / 2 !== Number(size))
      throw new Error(`${type} needs ${size} bytes`)
    return value as Hex
  }
  throw new Error(`Unsupported type ${type}`)
}

function parseJson(text: string, type: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new Error(`Enter ${type} as JSON, e.g. ["0x…", "0x…"]`)
  }
}
