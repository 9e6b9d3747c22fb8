import {
  type Abi,
  type AbiEvent,
  type Address,
  type ContractEventArgsFromTopics,
  type ContractEventName,
  encodeAbiParameters,
  encodeEventTopics,
  type Hex,
  keccak256,
  toHex,
} from 'viem'
import type { RawLog } from '../indexer/rpcLogs'

/** Where a test log sits on the chain; defaults to block 7, tx `tx 7`, log 0. */
export type LogPosition = {
  address: Address
  blockNumber?: bigint
  transactionHash?: Hex
  logIndex?: number
}

/**
 * The mined log a contract emits for `eventName` with `args`, ABI-encoded as `abi` declares it:
 * indexed arguments in topics, the others in data.
 */
export function encodeEventLog<const abi extends Abi, eventName extends ContractEventName<abi>>(
  abi: abi,
  eventName: eventName,
  args: ContractEventArgsFromTopics<abi, eventName> & Record<string, unknown>,
  at: LogPosition,
): RawLog {
  const event = eventOf(abi, eventName)
  const topics = encodeEventTopics({ abi: [event], args })
  const [topic0, ...rest] = topics.map((topic) => {
    if (typeof topic !== 'string') throw new Error(`${eventName}: every indexed argument is needed`)
    return topic
  })
  const data = event.inputs.filter((input) => !input.indexed)
  return {
    address: at.address,
    topics: topic0 === undefined ? [] : [topic0, ...rest],
    data: encodeAbiParameters(
      data,
      data.map((input) => args[input.name ?? '']),
    ),
    blockNumber: at.blockNumber ?? 7n,
    blockHash: keccak256(toHex(`block ${at.blockNumber ?? 7n}`)),
    transactionHash: at.transactionHash ?? keccak256(toHex('tx 7')),
    transactionIndex: 0,
    logIndex: at.logIndex ?? 0,
    removed: false,
  }
}

function eventOf(abi: Abi, name: string): AbiEvent {
  const event = abi.find((item): item is AbiEvent => item.type === 'event' && item.name === name)
  if (!event) throw new Error(`no event ${name} in the ABI`)
  return event
}
