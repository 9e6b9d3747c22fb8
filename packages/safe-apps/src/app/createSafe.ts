import { encodeFunctionData, type Hex, parseAbi } from 'viem'
import {
  EIP1271_LEGACY_MAGIC_VALUE,
  EIP1271_MAGIC_VALUE,
  ERRORS,
  PERMISSIONS_REQUEST_REJECTED,
  SafeAppsError,
} from '../protocol/errors'
import type {
  AddressBookItem,
  ChainInfo,
  EIP712TypedData,
  EnvironmentInfo,
  SafeBalances,
  SafeInfoExtended,
} from '../protocol/types'
import { calculateMessageHash, calculateTypedMessageHash } from './calculateMessageHash'
import type { Communicator } from './createCommunicator'
import { createWallet, hasPermission } from './createWallet'
import { isTypedData } from './isTypedData'

export type Safe = {
  getInfo(): Promise<SafeInfoExtended>
  getChainInfo(): Promise<ChainInfo>
  getBalances(params?: { currency?: string }): Promise<SafeBalances>
  getEnvironmentInfo(): Promise<EnvironmentInfo>
  /** The prepared signature of an off-chain message, or `''` while it is not confirmed. */
  getOffChainSignature(messageHash: string): Promise<string>
  /** The user's address book; asks for the permission first when it is missing (4001 if refused). */
  requestAddressBook(): Promise<AddressBookItem[]>
  /** Whether the Safe considers `message` signed (EIP-1271, both interfaces). */
  isMessageSigned(message: string | EIP712TypedData, signature?: string): Promise<boolean>
  isMessageHashSigned(messageHash: string, signature?: string): Promise<boolean>
  calculateMessageHash(message: string): Hex
  calculateTypedMessageHash(typedData: EIP712TypedData): Hex
}

const isValidSignatureAbi = parseAbi([
  'function isValidSignature(bytes32 _dataHash, bytes _signature) view returns (bytes4)',
])
const legacyIsValidSignatureAbi = parseAbi([
  'function isValidSignature(bytes _data, bytes _signature) view returns (bytes4)',
])

/** The `safe` namespace of the client. */
export function createSafe(communicator: Communicator): Safe {
  const wallet = createWallet(communicator)
  const getInfo = () => communicator.send('getSafeInfo', undefined)

  // A revert or RPC error means "not signed" for this interface; the other one may still say yes.
  const returnsMagic = async (to: string, data: Hex, magic: string) => {
    try {
      const result = await communicator.send('rpcCall', {
        call: 'eth_call',
        params: [{ to, data }, 'latest'],
      })
      return typeof result === 'string' && result.slice(0, 10).toLowerCase() === magic
    } catch {
      return false
    }
  }

  const isMessageHashSigned = async (messageHash: string, signature = '0x') => {
    const { safeAddress } = await getInfo()
    const hash = messageHash as Hex
    const sig = signature as Hex
    const current = encodeFunctionData({
      abi: isValidSignatureAbi,
      functionName: 'isValidSignature',
      args: [hash, sig],
    })
    if (await returnsMagic(safeAddress, current, EIP1271_MAGIC_VALUE)) return true
    const legacy = encodeFunctionData({
      abi: legacyIsValidSignatureAbi,
      functionName: 'isValidSignature',
      args: [hash, sig],
    })
    return returnsMagic(safeAddress, legacy, EIP1271_LEGACY_MAGIC_VALUE)
  }

  return {
    getInfo,
    getChainInfo: () => communicator.send('getChainInfo', undefined),
    getBalances: ({ currency = 'usd' } = {}) => communicator.send('getSafeBalances', { currency }),
    getEnvironmentInfo: () => communicator.send('getEnvironmentInfo', undefined),
    getOffChainSignature: (messageHash) => communicator.send('getOffChainSignature', messageHash),
    async requestAddressBook() {
      let permissions = await wallet.getPermissions()
      if (!hasPermission(permissions, 'requestAddressBook')) {
        permissions = await wallet.requestPermissions([{ requestAddressBook: {} }])
      }
      if (!hasPermission(permissions, 'requestAddressBook')) {
        throw new SafeAppsError(ERRORS.permissionsRejected, PERMISSIONS_REQUEST_REJECTED)
      }
      return communicator.send('requestAddressBook', undefined)
    },
    async isMessageSigned(message, signature = '0x') {
      if (typeof message === 'string') {
        return isMessageHashSigned(calculateMessageHash(message), signature)
      }
      if (isTypedData(message)) {
        return isMessageHashSigned(calculateTypedMessageHash(message), signature)
      }
      throw new SafeAppsError(ERRORS.invalidMessageType)
    },
    isMessageHashSigned,
    calculateMessageHash,
    calculateTypedMessageHash,
  }
}
