import type {
  AddressBookItem,
  ChainInfo,
  GatewayTransactionDetails,
  Permission,
  SafeBalances,
  SafeInfoExtended,
} from '../protocol/types'

export const SAFE_ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
export const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const SAFE_TX_HASH = `0x${'ab'.repeat(32)}`
export const ON_CHAIN_HASH = `0x${'cd'.repeat(32)}`

export const safeInfo: SafeInfoExtended = {
  safeAddress: SAFE_ADDRESS,
  chainId: 31337,
  threshold: 1,
  owners: [OWNER],
  isReadOnly: false,
  nonce: 3,
  implementation: '0x29fcB43b46531BcA003ddC8FCB67FFE91900C762',
  modules: null,
  fallbackHandler: '0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99',
  guard: null,
  version: '1.4.1',
}

export const chainInfo: ChainInfo = {
  chainName: 'Assent Devnet',
  chainId: '31337',
  shortName: 'devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  blockExplorerUriTemplate: { address: '', txHash: '', api: '' },
}

export const balances: SafeBalances = {
  fiatTotal: '0',
  items: [
    {
      tokenInfo: { type: 'NATIVE_TOKEN', symbol: 'ETH', decimals: 18 },
      balance: '1000',
      fiatBalance: '0',
      fiatConversion: '0',
    },
  ],
}

export const txDetails: GatewayTransactionDetails = {
  safeAddress: SAFE_ADDRESS,
  txId: `multisig_${SAFE_ADDRESS}_${SAFE_TX_HASH}`,
  txStatus: 'SUCCESS',
  txHash: ON_CHAIN_HASH,
  executedAt: 1_700_000_000_000,
}

export const addressBook: AddressBookItem[] = [{ address: OWNER, chainId: '31337', name: 'Alice' }]

export const addressBookPermission = (origin: string): Permission => ({
  invoker: origin,
  parentCapability: 'requestAddressBook',
  date: 1_700_000_000_000,
  caveats: [],
})

export const typedData = {
  domain: { name: 'Demo', version: '1', chainId: '31337', verifyingContract: SAFE_ADDRESS },
  types: {
    Person: [
      { name: 'name', type: 'string' },
      { name: 'wallet', type: 'address' },
    ],
    Mail: [
      { name: 'from', type: 'Person' },
      { name: 'contents', type: 'string' },
    ],
  },
  primaryType: 'Mail',
  message: { from: { name: 'Alice', wallet: OWNER }, contents: 'Hello' },
}
