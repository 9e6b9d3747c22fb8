import {
  type Address,
  decodeAbiParameters,
  getAddress,
  type Hex,
  isAddressEqual,
  maxUint256,
  toEventSelector,
} from 'viem'
import { MalformedEventError } from '../../errors/simulation'
import type { NativeTransfer, SimulatedLog } from '../engine/types'

/** One asset leaving or entering the Safe. */
export type AssetChange =
  | { kind: 'native'; direction: 'out' | 'in'; counterparty: Address; amount: bigint }
  | {
      kind: 'erc20'
      token: Address
      direction: 'out' | 'in'
      counterparty: Address
      amount: bigint
    }
  | {
      kind: 'erc721'
      token: Address
      direction: 'out' | 'in'
      counterparty: Address
      tokenId: bigint
    }
  | {
      kind: 'erc1155'
      token: Address
      direction: 'out' | 'in'
      counterparty: Address
      tokenId: bigint
      amount: bigint
    }

/** A right the Safe grants over its assets. */
export type ApprovalGrant =
  | { kind: 'erc20'; token: Address; spender: Address; amount: bigint; unlimited: boolean }
  | { kind: 'erc721'; token: Address; spender: Address; tokenId: bigint }
  | { kind: 'operator'; token: Address; spender: Address; approved: boolean }

const TRANSFER = toEventSelector('Transfer(address,address,uint256)')
const APPROVAL = toEventSelector('Approval(address,address,uint256)')
const APPROVAL_FOR_ALL = toEventSelector('ApprovalForAll(address,address,bool)')
const TRANSFER_SINGLE = toEventSelector('TransferSingle(address,address,address,uint256,uint256)')
const TRANSFER_BATCH = toEventSelector('TransferBatch(address,address,address,uint256[],uint256[])')

/**
 * What the simulated execution moved in and out of the Safe, and the approvals it granted,
 * read from the standard token events and the value transfers of the call frames. ERC-20 and
 * ERC-721 share the Transfer event: three topics is ERC-20, four is ERC-721.
 */
export function readAssetChanges(
  safe: Address,
  logs: readonly SimulatedLog[],
  nativeTransfers: readonly NativeTransfer[],
): { changes: AssetChange[]; approvals: ApprovalGrant[] } {
  const changes: AssetChange[] = []
  const approvals: ApprovalGrant[] = []
  const isSafe = (address: Address) => isAddressEqual(address, safe)
  const side = (from: Address, to: Address) =>
    isSafe(from) && !isSafe(to)
      ? ({ direction: 'out', counterparty: to } as const)
      : isSafe(to) && !isSafe(from)
        ? ({ direction: 'in', counterparty: from } as const)
        : undefined

  const pushNative = (transfer: NativeTransfer) => {
    const found = side(transfer.from, transfer.to)
    if (found && transfer.value > 0n)
      changes.push({ kind: 'native', ...found, amount: transfer.value })
  }
  let nextNative = 0
  for (const [index, log] of logs.entries()) {
    // Value transfers that happened before this log, in order.
    while (nextNative < nativeTransfers.length && nativeTransfers[nextNative]!.logIndex <= index) {
      pushNative(nativeTransfers[nextNative++]!)
    }
    try {
      const token = getAddress(log.address)
      const [topic, ...indexed] = log.topics
      if (topic === TRANSFER && indexed.length === 2) {
        const found = side(topicAddress(indexed[0]), topicAddress(indexed[1]))
        if (found) changes.push({ kind: 'erc20', token, ...found, amount: word(log.data) })
      } else if (topic === TRANSFER && indexed.length === 3) {
        const found = side(topicAddress(indexed[0]), topicAddress(indexed[1]))
        if (found) changes.push({ kind: 'erc721', token, ...found, tokenId: BigInt(indexed[2]!) })
      } else if (topic === TRANSFER_SINGLE && indexed.length === 3) {
        const found = side(topicAddress(indexed[1]), topicAddress(indexed[2]))
        const [id, amount] = decodeAbiParameters(
          [{ type: 'uint256' }, { type: 'uint256' }],
          log.data,
        )
        if (found) changes.push({ kind: 'erc1155', token, ...found, tokenId: id, amount })
      } else if (topic === TRANSFER_BATCH && indexed.length === 3) {
        const found = side(topicAddress(indexed[1]), topicAddress(indexed[2]))
        const [ids, amounts] = decodeAbiParameters(
          [{ type: 'uint256[]' }, { type: 'uint256[]' }],
          log.data,
        )
        if (found) {
          ids.forEach((id, index) => {
            changes.push({
              kind: 'erc1155',
              token,
              ...found,
              tokenId: id,
              amount: amounts[index] ?? 0n,
            })
          })
        }
      } else if (topic === APPROVAL && indexed.length === 2 && isSafe(topicAddress(indexed[0]))) {
        const amount = word(log.data)
        approvals.push({
          kind: 'erc20',
          token,
          spender: topicAddress(indexed[1]),
          amount,
          unlimited: amount >= maxUint256 / 2n,
        })
      } else if (topic === APPROVAL && indexed.length === 3 && isSafe(topicAddress(indexed[0]))) {
        approvals.push({
          kind: 'erc721',
          token,
          spender: topicAddress(indexed[1]),
          tokenId: BigInt(indexed[2]!),
        })
      } else if (
        topic === APPROVAL_FOR_ALL &&
        indexed.length === 2 &&
        isSafe(topicAddress(indexed[0]))
      ) {
        approvals.push({
          kind: 'operator',
          token,
          spender: topicAddress(indexed[1]),
          approved: word(log.data) !== 0n,
        })
      }
    } catch {
      // A log that only looks like a standard event (wrong data length): not an asset change.
    }
  }
  for (const transfer of nativeTransfers.slice(nextNative)) pushNative(transfer)
  return { changes, approvals }
}

function topicAddress(topic: Hex | undefined): Address {
  if (topic?.length !== 66) throw new MalformedEventError('an indexed address is not one word')
  return getAddress(`0x${topic.slice(-40)}`)
}

function word(data: Hex): bigint {
  if (data.length !== 66) throw new MalformedEventError('its data is not one word')
  return BigInt(data)
}
