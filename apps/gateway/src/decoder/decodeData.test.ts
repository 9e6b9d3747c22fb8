import {
  encodeFunctionData,
  encodePacked,
  erc20Abi,
  getAddress,
  type Hex,
  parseAbi,
  size,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeData } from './decodeData'

const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const safe = '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'

const abi = parseAbi([
  'function multiSend(bytes transactions)',
  'function addOwnerWithThreshold(address owner, uint256 _threshold)',
  'function exactInputSingle((address tokenIn, address tokenOut, uint24 fee, address recipient, uint256 deadline, uint256 amountIn, uint256 amountOutMinimum, uint160 sqrtPriceLimitX96) params)',
  'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
  'function setApprovalForAll(address operator, bool approved)',
])

/** Packs calls the way MultiSend expects (operation, to, value, data length, data). */
function packBatch(calls: { operation: number; to: Hex; value: bigint; data: Hex }[]): Hex {
  return `0x${calls
    .map((c) =>
      encodePacked(
        ['uint8', 'address', 'uint256', 'uint256', 'bytes'],
        [c.operation, c.to, c.value, BigInt(size(c.data)), c.data],
      ).slice(2),
    )
    .join('')}`
}

describe('decodeData', () => {
  it('decodes an ERC-20 transfer with checksummed addresses and decimal values', () => {
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [alice.toLowerCase() as Hex, 10n ** 18n],
    })
    expect(decodeData(data)).toEqual({
      method: 'transfer',
      parameters: [
        { name: 'to', type: 'address', value: alice },
        { name: 'value', type: 'uint256', value: '1000000000000000000' },
      ],
    })
  })

  it('decodes Safe settings calls, bools, arrays and tuples', () => {
    expect(
      decodeData(
        encodeFunctionData({ abi, functionName: 'addOwnerWithThreshold', args: [alice, 2n] }),
      ),
    ).toEqual({
      method: 'addOwnerWithThreshold',
      parameters: [
        { name: 'owner', type: 'address', value: alice },
        { name: '_threshold', type: 'uint256', value: '2' },
      ],
    })
    expect(
      decodeData(
        encodeFunctionData({ abi, functionName: 'setApprovalForAll', args: [alice, true] }),
      )?.parameters?.[1],
    ).toEqual({ name: 'approved', type: 'bool', value: 'true' })
    const swap = decodeData(
      encodeFunctionData({
        abi,
        functionName: 'swapExactTokensForTokens',
        args: [1n, 2n, [token, safe], alice, 3n],
      }),
    )
    expect(swap?.parameters?.[2]).toEqual({ name: 'path', type: 'address[]', value: [token, safe] })
    const single = decodeData(
      encodeFunctionData({
        abi,
        functionName: 'exactInputSingle',
        args: [
          {
            tokenIn: token,
            tokenOut: safe,
            fee: 3000,
            recipient: alice,
            deadline: 9n,
            amountIn: 5n,
            amountOutMinimum: 4n,
            sqrtPriceLimitX96: 0n,
          },
        ],
      }),
    )
    expect(single?.parameters?.[0]).toEqual({
      name: 'params',
      type: 'tuple',
      value: [token, safe, '3000', alice, '9', '5', '4', '0'],
    })
  })

  it('decodes MultiSend actions recursively, including a nested batch', () => {
    const transfer = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [alice, 7n],
    })
    const inner = encodeFunctionData({
      abi,
      functionName: 'multiSend',
      args: [packBatch([{ operation: 0, to: alice, value: 1n, data: '0x' }])],
    })
    const data = encodeFunctionData({
      abi,
      functionName: 'multiSend',
      args: [
        packBatch([
          { operation: 0, to: token, value: 0n, data: transfer },
          { operation: 1, to: safe, value: 0n, data: inner },
          { operation: 0, to: alice, value: 0n, data: '0xdeadbeef' },
        ]),
      ],
    })
    const decoded = decodeData(data)
    expect(decoded?.method).toBe('multiSend')
    const actions = decoded?.parameters?.[0]?.valueDecoded
    expect(actions).toHaveLength(3)
    expect(actions?.[0]).toEqual({
      operation: 0,
      to: getAddress(token),
      value: '0',
      data: transfer,
      dataDecoded: {
        method: 'transfer',
        parameters: [
          { name: 'to', type: 'address', value: alice },
          { name: 'value', type: 'uint256', value: '7' },
        ],
      },
    })
    expect(actions?.[1]?.operation).toBe(1)
    expect(actions?.[1]?.dataDecoded?.parameters?.[0]?.valueDecoded).toEqual([
      { operation: 0, to: alice, value: '1', data: null, dataDecoded: null },
    ])
    expect(actions?.[2]?.dataDecoded).toBeNull()
  })

  it('returns null for unknown selectors, short data and arguments that do not fit', () => {
    expect(decodeData('0xdeadbeef')).toBeNull()
    expect(decodeData('0x')).toBeNull()
    expect(decodeData('0xa9059cbb1234')).toBeNull()
    expect(
      decodeData(`0x8d80ff0a${'00'.repeat(31)}20${'00'.repeat(31)}05${'ff'.repeat(32)}`),
    ).toBeNull()
  })
})
