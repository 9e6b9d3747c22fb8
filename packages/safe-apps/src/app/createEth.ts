import type { Hex, RpcBlock, RpcLog, RpcTransaction, RpcTransactionReceipt } from 'viem'
import type { RpcCall } from '../protocol/rpc'
import type { SafeSettings } from '../protocol/types'
import type { Communicator } from './createCommunicator'

export type BlockTag = 'latest' | 'earliest' | 'pending' | 'safe' | 'finalized'
/** A block number (turned into hex) or tag or 0x quantity. */
export type BlockParam = BlockTag | number | bigint | Hex
/** A JSON-RPC call object (quantities as 0x hex). */
export type RpcTransactionRequest = {
  from?: string
  to?: string
  data?: string
  value?: string
  gas?: string
  gasPrice?: string
  maxFeePerGas?: string
  maxPriorityFeePerGas?: string
  nonce?: string
}
export type LogFilter = {
  address?: string | string[]
  topics?: (string | string[] | null)[]
  fromBlock?: BlockParam
  toBlock?: BlockParam
  blockHash?: string
}

export type Eth = {
  call(tx: RpcTransactionRequest, block?: BlockParam): Promise<Hex>
  gasPrice(): Promise<Hex>
  getLogs(filter: LogFilter): Promise<RpcLog[]>
  getBalance(address: string, block?: BlockParam): Promise<Hex>
  getCode(address: string, block?: BlockParam): Promise<Hex>
  getBlockByHash(hash: string, fullTransactions?: boolean): Promise<RpcBlock | null>
  getBlockByNumber(block?: BlockParam, fullTransactions?: boolean): Promise<RpcBlock | null>
  getStorageAt(address: string, slot: number | bigint | Hex, block?: BlockParam): Promise<Hex>
  getTransactionByHash(hash: string): Promise<RpcTransaction | null>
  getTransactionReceipt(hash: string): Promise<RpcTransactionReceipt | null>
  getTransactionCount(address: string, block?: BlockParam): Promise<Hex>
  estimateGas(tx: RpcTransactionRequest): Promise<Hex>
  /** Changes the app's Safe settings (e.g. off-chain message signing); answers the new settings. */
  setSafeSettings(settings: SafeSettings): Promise<SafeSettings>
}

/** Numbers become 0x quantities; tags and hex pass through. */
function toQuantity(value: BlockParam | number | bigint): string {
  return typeof value === 'number' || typeof value === 'bigint' ? `0x${value.toString(16)}` : value
}

function toFilter(filter: LogFilter): Record<string, unknown> {
  return {
    ...filter,
    ...(filter.fromBlock !== undefined && { fromBlock: toQuantity(filter.fromBlock) }),
    ...(filter.toBlock !== undefined && { toBlock: toQuantity(filter.toBlock) }),
  }
}

/** The `eth` namespace: the allowlisted JSON-RPC reads through `rpcCall`, block tag `latest` by default. */
export function createEth(communicator: Communicator): Eth {
  const rpc = <T>(call: RpcCall, params: unknown[]) =>
    communicator.send('rpcCall', { call, params }) as Promise<T>
  return {
    call: (tx, block = 'latest') => rpc('eth_call', [tx, toQuantity(block)]),
    gasPrice: () => rpc('eth_gasPrice', []),
    getLogs: (filter) => rpc('eth_getLogs', [toFilter(filter)]),
    getBalance: (address, block = 'latest') => rpc('eth_getBalance', [address, toQuantity(block)]),
    getCode: (address, block = 'latest') => rpc('eth_getCode', [address, toQuantity(block)]),
    getBlockByHash: (hash, full = false) => rpc('eth_getBlockByHash', [hash, full]),
    getBlockByNumber: (block = 'latest', full = false) =>
      rpc('eth_getBlockByNumber', [toQuantity(block), full]),
    getStorageAt: (address, slot, block = 'latest') =>
      rpc('eth_getStorageAt', [address, toQuantity(slot), toQuantity(block)]),
    getTransactionByHash: (hash) => rpc('eth_getTransactionByHash', [hash]),
    getTransactionReceipt: (hash) => rpc('eth_getTransactionReceipt', [hash]),
    getTransactionCount: (address, block = 'latest') =>
      rpc('eth_getTransactionCount', [address, toQuantity(block)]),
    estimateGas: (tx) => rpc('eth_estimateGas', [tx]),
    setSafeSettings: (settings) => rpc('safe_setSettings', [settings]),
  }
}
