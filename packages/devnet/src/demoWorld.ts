import type { Address } from 'viem'
import type { DevnetAccount } from './constants'
import type { DemoTokens } from './deployDemoTokens'
import type { SafeContracts } from './deploySafeContracts'

/** A demo Safe as left by the seed. */
export type DemoSafe = {
  address: Address
  owners: Address[]
  threshold: number
  /** Salt nonce passed to createProxyWithNonce (decimal string). */
  saltNonce: string
  /** The Safe's nonce when the manifest was written: the next transaction uses it. */
  nonce: number
  /** The singleton's VERSION(), read from the chain. */
  version: string
  /** true on an L2 singleton (emits SafeMultiSigTransaction), false on a mainnet-kind one. */
  l2: boolean
}

/** The manifest of the seeded devnet, written to `<dataDir>/demo.json`. */
export type DemoWorld = {
  chainId: number
  rpcUrl: string
  contracts: SafeContracts
  tokens: DemoTokens
  safes: {
    /** 2-of-3, owners test accounts 0, 1, 2, with executed history. */
    multisig: DemoSafe
    /** 1-of-1, owner test account 0. */
    single: DemoSafe
    /**
     * 2-of-2 Safe 1.3.0 on the non-L2 singleton (what mainnet Safes run: no
     * SafeMultiSigTransaction event), owners test accounts 0 and 1, with an executed transfer.
     */
    mainnet: DemoSafe
    /** 1-of-2 Safe 1.1.1 (accounts 0 and 2, DefaultCallbackHandler), one executed transfer. */
    legacy111: DemoSafe
    /**
     * 2-of-2 owned by the multisig demo Safe and test account 3: a confirmation must come
     * through the parent Safe. Funded; the gateway's demo seed queues a transfer signed by 3.
     */
    nested: DemoSafe
    /** 1-of-1 owned by test account 5: the contract owner (EIP-1271) of `eip1271Owned`. */
    eip1271Signer: DemoSafe
    /** 2-of-2 owned by test account 4 and the `eip1271Signer` Safe. Funded. */
    eip1271Owned: DemoSafe
  }
  /** Anvil's well-known test accounts 0..9. TEST KEYS ONLY. */
  accounts: DevnetAccount[]
  /** Last block of the seed's history. */
  seededAtBlock: number
}

/** Salt nonces of the demo Safes; with owners and threshold they fix the addresses. */
export const DEMO_SALT_NONCES = {
  multisig: 0x617373656e74n, // "assent"
  single: 0x617373656e7431n, // "assent1"
  mainnet: 0x617373656e74313330n, // "assent130"
  legacy111: 0x617373656e74313131n, // "assent111"
  nested: 0x617373656e746e6573746564n, // "assentnested"
  eip1271Signer: 0x617373656e747369676e6572n, // "assentsigner"
  eip1271Owned: 0x617373656e7431323731n, // "assent1271"
} as const

/** Nonce of the multisig demo Safe once its executed history is complete. */
export const DEMO_MULTISIG_SEEDED_NONCE = 8
