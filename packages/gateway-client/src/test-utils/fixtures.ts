import type { ChainInfo } from '../types/chains'
import type { SafeInfo } from '../types/safeInfo'
import type { SafeMessage } from '../types/safeMessages'
import type { TransactionDetails } from '../types/transactionDetails'
import type { TransactionListPage, TransactionSummary } from '../types/transactions'

// Wire samples shaped like the Safe Client Gateway's replies, used by the action tests.
export const SAFE = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
export const OWNER_A = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const OWNER_B = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const SAFE_TX_HASH = `0x${'ab'.repeat(32)}`
export const MESSAGE_HASH = `0x${'cd'.repeat(32)}`

export const safeInfo: SafeInfo = {
  address: { value: SAFE },
  chainId: '31337',
  nonce: 3,
  threshold: 2,
  owners: [{ value: OWNER_A }, { value: OWNER_B, name: 'Bob' }],
  implementation: { value: '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762', name: 'SafeL2 1.4.1' },
  implementationVersionState: 'UP_TO_DATE',
  modules: null,
  guard: null,
  fallbackHandler: { value: '0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99' },
  version: '1.4.1',
  collectiblesTag: '1700000000',
  txQueuedTag: '1700000001',
  txHistoryTag: '1700000002',
  messagesTag: '1700000003',
}

const rpc = { authentication: 'NO_AUTHENTICATION', value: 'http://127.0.0.1:8545' } as const

export const chainInfo: ChainInfo = {
  chainId: '31337',
  chainName: 'Assent Devnet',
  shortName: 'devnet',
  l2: true,
  description: 'Local anvil',
  chainLogoUri: null,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
  transactionService: 'http://127.0.0.1:8787',
  blockExplorerUriTemplate: {
    address: 'http://explorer/address/{{address}}',
    txHash: 'http://explorer/tx/{{txHash}}',
    api: 'http://explorer/api?module={{module}}',
  },
  ensRegistryAddress: null,
  features: ['SAFE_APPS', 'EIP1559'],
  gasPrice: [{ type: 'FIXED', weiValue: '1000000000' }],
  publicRpcUri: rpc,
  rpcUri: rpc,
  safeAppsRpcUri: rpc,
  disabledWallets: [],
  theme: { textColor: '#ffffff', backgroundColor: '#000000' },
}

export const customSummary: TransactionSummary = {
  id: `multisig_${SAFE}_${SAFE_TX_HASH}`,
  txHash: null,
  timestamp: 1_700_000_000_000,
  txStatus: 'AWAITING_CONFIRMATIONS',
  txInfo: {
    type: 'Custom',
    to: { value: OWNER_B },
    dataSize: '0',
    value: '1000',
    methodName: null,
    actionCount: null,
    isCancellation: false,
  },
  executionInfo: {
    type: 'MULTISIG',
    nonce: 3,
    confirmationsRequired: 2,
    confirmationsSubmitted: 1,
    missingSigners: [{ value: OWNER_B }],
  },
}

export const queuePage: TransactionListPage = {
  count: 2,
  next: null,
  previous: null,
  results: [
    { type: 'LABEL', label: 'Next' },
    { type: 'TRANSACTION', transaction: customSummary, conflictType: 'None' },
  ],
}

export const transactionDetails: TransactionDetails = {
  safeAddress: SAFE,
  txId: customSummary.id,
  executedAt: null,
  txStatus: 'AWAITING_CONFIRMATIONS',
  txInfo: customSummary.txInfo,
  txData: {
    hexData: null,
    dataDecoded: null,
    to: { value: OWNER_B },
    value: '1000',
    operation: 0,
    trustedDelegateCallTarget: null,
    addressInfoIndex: null,
  },
  detailedExecutionInfo: {
    type: 'MULTISIG',
    submittedAt: 1_700_000_000_000,
    nonce: 3,
    safeTxGas: '0',
    baseGas: '0',
    gasPrice: '0',
    gasToken: '0x0000000000000000000000000000000000000000',
    refundReceiver: { value: '0x0000000000000000000000000000000000000000' },
    safeTxHash: SAFE_TX_HASH,
    executor: null,
    signers: [{ value: OWNER_A }, { value: OWNER_B }],
    confirmationsRequired: 2,
    confirmations: [
      {
        signer: { value: OWNER_A },
        signature: `0x${'11'.repeat(65)}`,
        submittedAt: 1_700_000_000_000,
      },
    ],
    rejectors: [],
    gasTokenInfo: null,
    trusted: true,
    proposer: { value: OWNER_A },
  },
  txHash: null,
  safeAppInfo: null,
}

export const safeMessage: SafeMessage = {
  type: 'MESSAGE',
  messageHash: MESSAGE_HASH,
  status: 'NEEDS_CONFIRMATION',
  logoUri: null,
  name: null,
  message: 'Hello, Safe',
  creationTimestamp: 1_700_000_000_000,
  modifiedTimestamp: 1_700_000_000_000,
  confirmationsSubmitted: 1,
  confirmationsRequired: 2,
  proposedBy: { value: OWNER_A },
  confirmations: [{ owner: { value: OWNER_A }, signature: `0x${'22'.repeat(65)}` }],
  preparedSignature: null,
}
