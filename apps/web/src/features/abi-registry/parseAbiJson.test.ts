import { encodeFunctionData, parseAbi, toFunctionSelector } from 'viem'
import { describe, expect, it } from 'vitest'
import { ABI_REGISTRY_ERRORS, AbiRegistryError } from './abiRegistryErrors'
import { checkAbi, MAX_ABI_TEXT_LENGTH, parseAbiJson } from './parseAbiJson'

const vaultAbi = parseAbi([
  'struct Order { address maker; uint256[] amounts; }',
  'function settle(Order[] orders, bytes32 salt) payable returns (bool)',
  'function pause()',
  'event Settled(address indexed maker, uint256 total)',
  'error Expired(uint64 deadline)',
  'constructor(address admin)',
  'receive() external payable',
])

function refusal(run: () => unknown): { message: string; shortMessage: string } {
  try {
    run()
  } catch (error) {
    if (error instanceof AbiRegistryError) return error
    throw error
  }
  throw new Error('accepted')
}

describe('parseAbiJson', () => {
  it('accepts a JSON ABI with tuples, events, errors and a constructor, usable by viem', () => {
    const abi = parseAbiJson(JSON.stringify(vaultAbi))
    expect(abi).toHaveLength(vaultAbi.length)
    const settle = abi.find((item) => item.type === 'function' && item.name === 'settle')
    expect(settle && toFunctionSelector(settle as never)).toBe(
      toFunctionSelector('function settle((address,uint256[])[],bytes32)'),
    )
    expect(() =>
      encodeFunctionData({
        abi,
        functionName: 'settle',
        args: [[{ maker: `0x${'1'.repeat(40)}`, amounts: [1n] }], `0x${'0'.repeat(64)}`],
      }),
    ).not.toThrow()
  })

  it('accepts a build artifact with an "abi" field, and items without a type (functions)', () => {
    const artifact = { contractName: 'Vault', abi: [{ name: 'pause', inputs: [], outputs: [] }] }
    expect(parseAbiJson(JSON.stringify(artifact))).toEqual([
      { type: 'function', name: 'pause', inputs: [], outputs: [], stateMutability: 'nonpayable' },
    ])
  })

  it('reads legacy constant/payable flags as a state mutability and drops unknown fields', () => {
    const abi = checkAbi([
      { type: 'function', name: 'total', constant: true, inputs: [], outputs: [], gas: 900 },
      { type: 'function', name: 'deposit', payable: true, inputs: [] },
    ])
    expect(abi).toEqual([
      { type: 'function', name: 'total', inputs: [], outputs: [], stateMutability: 'view' },
      { type: 'function', name: 'deposit', inputs: [], outputs: [], stateMutability: 'payable' },
    ])
  })

  it('says when the text is not JSON', () => {
    expect(refusal(() => parseAbiJson('function transfer(address,uint256)')).message).toBe(
      'Not JSON: an ABI is a JSON array, like [{"type":"function","name":"transfer",…}].',
    )
    expect(ABI_REGISTRY_ERRORS.notJson).toBe(
      'Not JSON: an ABI is a JSON array, like [{"type":"function","name":"transfer",…}].',
    )
  })

  it('says when JSON is not an ABI, naming the item and what is wrong', () => {
    const notAbi =
      'This JSON is not an ABI: expected an array of ABI items (or an object with an "abi" array).'
    expect(refusal(() => parseAbiJson('{"name":"Vault"}')).message).toBe(notAbi)
    expect(refusal(() => parseAbiJson('"abi"')).message).toBe(notAbi)
    const badType = refusal(() =>
      checkAbi([{ type: 'function', name: 'poke', inputs: [{ name: 'x', type: 'uint7' }] }]),
    )
    expect(badType.shortMessage).toBe(notAbi)
    expect(badType.message).toBe(`${notAbi} Item 1 (poke): unknown parameter type "uint7".`)
    expect(refusal(() => checkAbi([1, 2])).message).toMatch(/^This JSON is not an ABI.* Item 1/)
    expect(refusal(() => checkAbi([{ type: 'function', name: '1st' }])).message).toBe(
      `${notAbi} Item 1 (name): not a valid name.`,
    )
    expect(
      refusal(() =>
        checkAbi([{ type: 'function', name: 'f', inputs: [{ name: 'o', type: 'tuple' }] }]),
      ).message,
    ).toBe(`${notAbi} Item 1 (f): the tuple parameter o has no components.`)
  })

  it('refuses an empty ABI and one without functions', () => {
    expect(refusal(() => parseAbiJson('[]')).message).toBe('This ABI is empty: it has no items.')
    expect(refusal(() => checkAbi([{ type: 'event', name: 'Ping', inputs: [] }])).message).toBe(
      'This ABI has no functions, so it cannot decode any call.',
    )
  })

  it('refuses a text too large to be an ABI before parsing it', () => {
    expect(refusal(() => parseAbiJson(' '.repeat(MAX_ABI_TEXT_LENGTH + 1))).message).toBe(
      'This is larger than 5 MB: too large for an ABI.',
    )
  })
})
