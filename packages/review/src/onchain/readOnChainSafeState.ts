import { safeAbi } from '@assent/core'
import {
  type Address,
  getAddress,
  type Hex,
  keccak256,
  type PublicClient,
  stringToBytes,
  zeroAddress,
} from 'viem'
import { ChainMismatchError, NoContractError, TooManyModulesError } from '../errors/chain'

/** Storage slot of the Safe's guard (GuardManager). */
export const SAFE_GUARD_SLOT = keccak256(stringToBytes('guard_manager.guard.address'))
/** Storage slot of the Safe's fallback handler (FallbackManager). */
export const SAFE_FALLBACK_HANDLER_SLOT = keccak256(
  stringToBytes('fallback_manager.handler.address'),
)
/** Slot 0 of a Safe proxy: its singleton (master copy). */
export const SAFE_SINGLETON_SLOT: Hex = '0x0'
/** Start and end marker of the Safe's owner and module lists. */
export const SENTINEL: Address = '0x0000000000000000000000000000000000000001'

const MODULE_PAGE_SIZE = 500n

/** The Safe as its contract says it is, all read at one block. */
export type OnChainSafeState = {
  owners: Address[]
  threshold: number
  nonce: number
  modules: Address[]
  /** null when unset (zero). */
  guard: Address | null
  fallbackHandler: Address | null
  singleton: Address
  /** VERSION(), null when the singleton does not answer it. */
  version: string | null
  blockNumber: bigint
}

/** The reads `readOnChainSafeState` needs of a viem client (a PublicClient has them). */
export type SafeStateReader = Pick<
  PublicClient,
  'getChainId' | 'getBlockNumber' | 'getCode' | 'getStorageAt' | 'readContract'
>

/** Parameters of `readOnChainSafeState`: the Safe, and the chain it must be read on. */
export type ReadOnChainSafeStateParameters = { chainId: number; address: Address }

/** What `readOnChainSafeState` answers. */
export type ReadOnChainSafeStateReturnType = OnChainSafeState

/**
 * Reads owners, threshold, nonce, modules, guard, fallback handler, singleton (slot 0) and
 * VERSION of the Safe at `address`, at one block, after checking the RPC serves `chainId`.
 * @throws ChainMismatchError when the RPC is on another chain; NoContractError when there is
 * no contract; TooManyModulesError past one page of modules; viem's error when a read fails
 * @example
 * const state = await readOnChainSafeState(client, { chainId: 1, address: safe })
 * state.owners, state.threshold, state.nonce, state.version, state.blockNumber
 */
export async function readOnChainSafeState(
  client: SafeStateReader,
  { chainId, address }: ReadOnChainSafeStateParameters,
): Promise<ReadOnChainSafeStateReturnType> {
  const served = await client.getChainId()
  if (served !== chainId) {
    throw new ChainMismatchError({ expectedChainId: chainId, servedChainId: served })
  }
  const blockNumber = await client.getBlockNumber({ cacheTime: 0 })
  const at = { blockNumber } as const
  const code = await client.getCode({ address, ...at })
  if (!code || code === '0x') throw new NoContractError({ address, expected: 'safe' })

  const read = <const F extends 'getOwners' | 'getThreshold' | 'nonce'>(functionName: F) =>
    client.readContract({ address, abi: safeAbi, functionName, ...at })
  const slot = async (slotHex: Hex) =>
    slotAddress((await client.getStorageAt({ address, slot: slotHex, ...at })) ?? '0x')

  const [owners, threshold, nonce, modules, guard, fallbackHandler, singleton, version] =
    await Promise.all([
      read('getOwners'),
      read('getThreshold'),
      read('nonce'),
      readSafeModules(client, address, blockNumber),
      slot(SAFE_GUARD_SLOT),
      slot(SAFE_FALLBACK_HANDLER_SLOT),
      slot(SAFE_SINGLETON_SLOT),
      client
        .readContract({ address, abi: safeAbi, functionName: 'VERSION', ...at })
        .catch(() => null),
    ])
  return {
    owners: owners.map((owner) => getAddress(owner)),
    threshold: Number(threshold),
    nonce: Number(nonce),
    modules,
    guard,
    fallbackHandler,
    singleton: singleton ?? zeroAddress,
    version,
    blockNumber,
  }
}

/**
 * Every enabled module, in one getModulesPaginated page from the sentinel (every Safe version
 * has it; isModuleEnabled came only with 1.2.0): 1.3.0 and 1.4.1 disagree on what `next` means
 * for a further page, so more than a page is refused instead.
 * @throws TooManyModulesError past one page
 * @example const modules = await readSafeModules(client, safeAddress)
 */
export async function readSafeModules(
  client: Pick<SafeStateReader, 'readContract'>,
  address: Address,
  blockNumber?: bigint,
): Promise<Address[]> {
  const [found, next] = await client.readContract({
    address,
    abi: safeAbi,
    functionName: 'getModulesPaginated',
    args: [SENTINEL, MODULE_PAGE_SIZE],
    blockNumber,
  })
  if (next !== SENTINEL && next !== zeroAddress) {
    throw new TooManyModulesError({ safe: address, limit: MODULE_PAGE_SIZE })
  }
  return found.map((module) => getAddress(module))
}

/** The address in the low 20 bytes of a storage word; null for zero. */
function slotAddress(word: Hex): Address | null {
  const hex = word.slice(2).padStart(64, '0')
  const address = getAddress(`0x${hex.slice(24)}`)
  return address === zeroAddress ? null : address
}
