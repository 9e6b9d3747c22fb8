import { encodeMultiSendCall } from '@assent/core'
import { encodeFunctionData, erc20Abi, type Hex, parseAbi, zeroAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import { decodeData } from '../decoder/decodeData'
import type { AddressBook } from '../wire/addressBook'
import { buildTxInfo, type TokenMeta } from './txInfo'

const safe = '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762'
const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const bob = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const usd = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const nft = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
const safeAbi = parseAbi([
  'function addOwnerWithThreshold(address owner, uint256 _threshold)',
  'function removeOwner(address prevOwner, address owner, uint256 _threshold)',
  'function swapOwner(address prevOwner, address oldOwner, address newOwner)',
  'function changeThreshold(uint256 _threshold)',
  'function enableModule(address module)',
  'function disableModule(address prevModule, address module)',
  'function setGuard(address guard)',
  'function setFallbackHandler(address handler)',
  'function changeMasterCopy(address _masterCopy)',
])
const nftAbi = parseAbi(['function safeTransferFrom(address from, address to, uint256 tokenId)'])
const tokens = new Map<string, TokenMeta>([
  [
    usd,
    { address: usd, type: 'ERC20', name: 'Assent USD', symbol: 'aUSD', decimals: 6, logoUri: null },
  ],
  [
    nft,
    { address: nft, type: 'ERC721', name: 'Punks', symbol: 'APNK', decimals: null, logoUri: null },
  ],
])
const book: AddressBook = new Map([[alice, { name: 'Alice', logoUri: null }]])

const info = (to: string, data: Hex, value = '0', operation = 0) =>
  buildTxInfo(safe, { to, value, data, operation }, decodeData(data), tokens, book)

describe('buildTxInfo', () => {
  it('reads native and token transfers with their direction and token data', () => {
    expect(info(alice, '0x', '5')).toEqual({
      type: 'Transfer',
      sender: { value: safe, name: null, logoUri: null },
      recipient: { value: alice, name: 'Alice', logoUri: null },
      direction: 'OUTGOING',
      transferInfo: { type: 'NATIVE_COIN', value: '5' },
    })
    const erc20 = info(
      usd,
      encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [bob, 7n] }),
    )
    expect(erc20).toMatchObject({
      type: 'Transfer',
      direction: 'OUTGOING',
      transferInfo: { type: 'ERC20', tokenSymbol: 'aUSD', decimals: 6, value: '7', trusted: true },
    })
    const incoming = info(
      usd,
      encodeFunctionData({ abi: erc20Abi, functionName: 'transferFrom', args: [bob, safe, 3n] }),
    )
    expect(incoming).toMatchObject({ direction: 'INCOMING', sender: { value: bob } })
    const erc721 = info(
      nft,
      encodeFunctionData({ abi: nftAbi, functionName: 'safeTransferFrom', args: [safe, bob, 42n] }),
    )
    expect(erc721).toMatchObject({
      type: 'Transfer',
      transferInfo: { type: 'ERC721', tokenId: '42', tokenSymbol: 'APNK' },
    })
    // transferFrom on an ERC-721 contract moves a token id, not an amount.
    const nftFrom = info(
      nft,
      encodeFunctionData({ abi: erc20Abi, functionName: 'transferFrom', args: [safe, bob, 9n] }),
    )
    expect(nftFrom).toMatchObject({ transferInfo: { type: 'ERC721', tokenId: '9' } })
  })

  it('reads the ten settings changes of the Safe calling itself', () => {
    const call = (functionName: string, args: unknown[]) =>
      info(safe, encodeFunctionData({ abi: safeAbi, functionName, args } as never))
    const settings = (functionName: string, args: unknown[]) => {
      const result = call(functionName, args)
      return result.type === 'SettingsChange' ? result.settingsInfo : result.type
    }
    expect(settings('addOwnerWithThreshold', [bob, 2n])).toMatchObject({
      type: 'ADD_OWNER',
      owner: { value: bob },
      threshold: 2,
    })
    expect(settings('removeOwner', [alice, bob, 1n])).toMatchObject({
      type: 'REMOVE_OWNER',
      owner: { value: bob },
      threshold: 1,
    })
    expect(settings('swapOwner', [zeroAddress, alice, bob])).toMatchObject({
      type: 'SWAP_OWNER',
      oldOwner: { value: alice, name: 'Alice' },
      newOwner: { value: bob },
    })
    expect(settings('changeThreshold', [3n])).toEqual({ type: 'CHANGE_THRESHOLD', threshold: 3 })
    expect(settings('enableModule', [bob])).toMatchObject({
      type: 'ENABLE_MODULE',
      module: { value: bob },
    })
    expect(settings('disableModule', [alice, bob])).toMatchObject({
      type: 'DISABLE_MODULE',
      module: { value: bob },
    })
    expect(settings('setGuard', [bob])).toMatchObject({ type: 'SET_GUARD', guard: { value: bob } })
    expect(settings('setGuard', [zeroAddress])).toEqual({ type: 'DELETE_GUARD' })
    expect(settings('setFallbackHandler', [bob])).toMatchObject({
      type: 'SET_FALLBACK_HANDLER',
      handler: { value: bob },
    })
    expect(settings('changeMasterCopy', [bob])).toMatchObject({
      type: 'CHANGE_IMPLEMENTATION',
      implementation: { value: bob },
    })
    // The same call to another contract is no settings change of this Safe.
    expect(
      info(bob, encodeFunctionData({ abi: safeAbi, functionName: 'changeThreshold', args: [1n] }))
        .type,
    ).toBe('Custom')
  })

  it('counts MultiSend actions and recognises cancellations', () => {
    const batch = encodeMultiSendCall([
      { operation: 0, to: alice, value: 1n, data: '0x' },
      {
        operation: 0,
        to: usd,
        value: 0n,
        data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [bob, 1n] }),
      },
    ])
    expect(info('0x9641d764fc13c8B624c04430C7356C1C7C8102e2', batch, '0', 1)).toMatchObject({
      type: 'Custom',
      methodName: 'multiSend',
      actionCount: 2,
      isCancellation: false,
      dataSize: String((batch.length - 2) / 2),
    })
    expect(info(safe, '0x')).toEqual({
      type: 'Custom',
      to: { value: safe, name: null, logoUri: null },
      dataSize: '0',
      value: '0',
      methodName: null,
      actionCount: null,
      isCancellation: true,
    })
    expect(info(bob, '0xdeadbeef')).toMatchObject({
      type: 'Custom',
      methodName: null,
      isCancellation: false,
      dataSize: '4',
    })
  })

  it('never calls an empty call to the Safe that pays a gas refund a cancellation', () => {
    const zero = '0x0000000000000000000000000000000000000000'
    const plain = { to: safe, value: '0', data: '0x', operation: 0 }
    const refunds = {
      baseGas: '0',
      gasPrice: '0',
      gasToken: zero,
      refundReceiver: zero,
    }
    const cancellation = (call: typeof plain & Partial<typeof refunds>) =>
      (buildTxInfo(safe, call, null, tokens, book) as { isCancellation: boolean }).isCancellation
    expect(cancellation({ ...plain, ...refunds })).toBe(true)
    expect(cancellation({ ...plain, ...refunds, baseGas: '9000000000' })).toBe(false)
    expect(cancellation({ ...plain, ...refunds, gasPrice: '1' })).toBe(false)
    expect(cancellation({ ...plain, ...refunds, gasToken: usd })).toBe(false)
    expect(cancellation({ ...plain, ...refunds, refundReceiver: bob })).toBe(false)
  })
})
