/** One input of a `contractMethod`, as the Transaction Builder stores it (a Solidity ABI parameter). */
export type TxBuilderMethodInput = {
  name: string
  type: string
  internalType?: string
  components?: TxBuilderMethodInput[]
}

/** The method a Transaction Builder entry calls when it was composed from an ABI. */
export type TxBuilderContractMethod = {
  name: string
  inputs: TxBuilderMethodInput[]
  payable: boolean
}

/** One transaction of a Transaction Builder file. */
export type TxBuilderTransaction = {
  to: string
  /** Wei, as a decimal string. */
  value: string
  /** The calldata; null when the entry was composed from `contractMethod`. */
  data: string | null
  contractMethod: TxBuilderContractMethod | null
  /** The method's inputs by name, each value written as text (arrays and tuples as JSON). */
  contractInputsValues: Record<string, string> | null
}

/** The Safe Transaction Builder's batch file ("version" 1.0). */
export type TxBuilderFile = {
  version: string
  chainId: string
  /** Milliseconds since 1970. */
  createdAt: number
  meta: {
    name: string
    description?: string
    txBuilderVersion?: string
    createdFromSafeAddress?: string
    createdFromOwnerAddress?: string
    checksum?: string
  }
  transactions: TxBuilderTransaction[]
}
