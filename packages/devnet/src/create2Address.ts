import { type Address, getContractAddress, type Hex } from 'viem'
import { SAFE_141_ADDRESSES } from './safeContracts'

/** Address of a CREATE2 deployment through the Safe singleton factory. */
export function create2Address(initCode: Hex, salt: Hex): Address {
  return getContractAddress({
    opcode: 'CREATE2',
    from: SAFE_141_ADDRESSES.singletonFactory,
    salt,
    bytecode: initCode,
  })
}
