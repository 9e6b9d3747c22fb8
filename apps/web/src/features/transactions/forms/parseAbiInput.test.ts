import { describe, expect, it } from 'vitest'
import { parseAbiInput } from './parseAbiInput'

const a = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('parseAbiInput', () => {
  it('parses scalars', () => {
    expect(parseAbiInput({ type: 'address' }, a.toLowerCase())).toBe(a)
    expect(parseAbiInput({ type: 'uint256' }, '42')).toBe(42n)
    expect(parseAbiInput({ type: 'int8' }, '-3')).toBe(-3n)
    expect(parseAbiInput({ type: 'bool' }, 'true')).toBe(true)
    expect(parseAbiInput({ type: 'bytes' }, '0xabcd')).toBe('0xabcd')
    expect(parseAbiInput({ type: 'string' }, ' hi ')).toBe(' hi ')
  })
  it('parses arrays and tuples as JSON', () => {
    expect(parseAbiInput({ type: 'uint256[]' }, '["1", 2]')).toEqual([1n, 2n])
    expect(
      parseAbiInput(
        { type: 'tuple', components: [{ type: 'address' }, { type: 'bool' }] },
        `["${a}", "false"]`,
      ),
    ).toEqual([a, false])
  })
  it('explains bad input', () => {
    expect(() => parseAbiInput({ type: 'address' }, '0x12')).toThrow('not a valid address')
    expect(() => parseAbiInput({ type: 'uint8' }, '-1')).toThrow('cannot be negative')
    expect(() => parseAbiInput({ type: 'uint256' }, '1.5')).toThrow('not an integer')
    expect(() => parseAbiInput({ type: 'bytes2' }, '0xab')).toThrow('needs 2 bytes')
    expect(() => parseAbiInput({ type: 'address[2]' }, `["${a}"]`)).toThrow('Expected 2 items')
  })
})
