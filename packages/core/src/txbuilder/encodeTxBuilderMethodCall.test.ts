import { encodeFunctionData, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { encodeTxBuilderMethodCall, TxBuilderMethodError } from './encodeTxBuilderMethodCall'

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

describe('encodeTxBuilderMethodCall', () => {
  it('reads the values as the app form writes them', () => {
    const method = {
      name: 'configure',
      payable: false,
      inputs: [
        { name: 'owners', type: 'address[]' },
        { name: 'limits', type: 'uint256[]' },
        { name: 'enabled', type: 'bool' },
        { name: 'salt', type: 'bytes32' },
        {
          name: 'config',
          type: 'tuple',
          components: [
            { name: 'label', type: 'string' },
            { name: 'delay', type: 'uint64' },
          ],
        },
      ],
    }
    const salt = `0x${'ab'.repeat(32)}` as const
    const data = encodeTxBuilderMethodCall(method, {
      owners: `[${A}, ${B.toLowerCase()}]`,
      limits: '["1", "0x10"]',
      enabled: 'True',
      salt,
      config: '{"label":"ops","delay":"3600"}',
    })
    const abi = parseAbi([
      'function configure(address[] owners, uint256[] limits, bool enabled, bytes32 salt, (string label, uint64 delay) config)',
    ])
    expect(data).toBe(
      encodeFunctionData({
        abi,
        functionName: 'configure',
        args: [[A, B], [1n, 16n], true, salt, { label: 'ops', delay: 3600n }],
      }),
    )
  })

  it('names the input that does not read as its type', () => {
    const method = { name: 'set', payable: false, inputs: [{ name: 'who', type: 'address' }] }
    expect(() => encodeTxBuilderMethodCall(method, { who: 'alice.eth' })).toThrow(
      new TxBuilderMethodError('set: the input "who" must be an address, not "alice.eth".'),
    )
    expect(() => encodeTxBuilderMethodCall(method, {})).toThrow(
      new TxBuilderMethodError('The input "who" of set has no value.'),
    )
  })
})
