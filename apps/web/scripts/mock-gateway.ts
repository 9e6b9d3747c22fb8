/**
 * A canned Client Gateway for looking at the web app without the real stack (screenshots,
 * layout work): one devnet chain, a 2-of-3 demo Safe with balances, NFTs and a queue.
 * Not used by tests. The real one is apps/gateway (`npm start`).
 *
 *   npx tsx apps/web/scripts/mock-gateway.ts [port=8787]
 */
import { createServer } from 'node:http'

const port = Number(process.argv[2] ?? 8787)
const SAFE = '0xA063Cb7CFd8E57c30c788A0572CBbf2129ae56B6'
const OWNERS = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
]
const rpc = { authentication: 'NO_AUTHENTICATION', value: 'http://127.0.0.1:8545' }
const chain = {
  chainId: '31337',
  chainName: 'Assent Devnet',
  shortName: 'devnet',
  l2: true,
  isTestnet: true,
  description: 'Local devnet',
  chainLogoUri: null,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' },
  transactionService: '',
  blockExplorerUriTemplate: { address: '', txHash: '', api: '' },
  ensRegistryAddress: null,
  features: ['SAFE_APPS', 'CONTRACT_INTERACTION', 'EIP1559', 'EIP1271', 'ERC721'],
  gasPrice: [],
  publicRpcUri: rpc,
  rpcUri: rpc,
  safeAppsRpcUri: rpc,
  disabledWallets: [],
  theme: { textColor: '#ffffff', backgroundColor: '#12805c' },
}
const addr = (value: string, name: string | null = null) => ({ value, name, logoUri: null })
const safeInfo = {
  address: addr(SAFE),
  chainId: '31337',
  nonce: 3,
  threshold: 2,
  owners: OWNERS.map((o) => addr(o)),
  implementation: addr('0x29fcB43b46531BcA003ddC8FCB67FFE91900C762', 'SafeL2 1.4.1'),
  implementationVersionState: 'UP_TO_DATE',
  modules: null,
  guard: null,
  fallbackHandler: addr(
    '0xfd0732Dc9E303f09fCEf3a7388Ad10A83459Ec99',
    'CompatibilityFallbackHandler',
  ),
  version: '1.4.1',
  collectiblesTag: '1',
  txQueuedTag: '1',
  txHistoryTag: '1',
  messagesTag: '1',
}
const token = (
  address: string,
  symbol: string,
  name: string,
  decimals: number,
  type = 'ERC20',
) => ({
  type,
  address,
  decimals,
  symbol,
  name,
  logoUri: null,
})
const balances = {
  fiatTotal: '31250.75',
  items: [
    {
      tokenInfo: token(
        '0x0000000000000000000000000000000000000000',
        'ETH',
        'Ether',
        18,
        'NATIVE_TOKEN',
      ),
      balance: '10000000000000000000',
      fiatBalance: '30000',
      fiatConversion: '3000',
    },
    {
      tokenInfo: token('0x5FbDB2315678afecb367f032d93F642f64180aa3', 'USDC', 'USD Coin', 6),
      balance: '1000500000',
      fiatBalance: '1000.5',
      fiatConversion: '1',
    },
    {
      tokenInfo: token('0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512', 'DAI', 'Dai Stablecoin', 18),
      balance: '250250000000000000000',
      fiatBalance: '250.25',
      fiatConversion: '1',
    },
  ],
}
const tx = (nonce: number, confirmations: number, txInfo: unknown) => ({
  type: 'TRANSACTION',
  conflictType: 'None',
  transaction: {
    id: `multisig_${SAFE}_0x${String(nonce).padStart(64, '0')}`,
    timestamp: Date.now() - nonce * 3_600_000,
    txStatus: confirmations >= 2 ? 'AWAITING_EXECUTION' : 'AWAITING_CONFIRMATIONS',
    txInfo,
    executionInfo: {
      type: 'MULTISIG',
      nonce,
      confirmationsRequired: 2,
      confirmationsSubmitted: confirmations,
      missingSigners: null,
    },
  },
})
const queue = {
  count: 3,
  next: null,
  previous: null,
  results: [
    { type: 'LABEL', label: 'Next' },
    tx(3, 1, {
      type: 'Transfer',
      sender: addr(SAFE),
      recipient: addr(OWNERS[1] as string),
      direction: 'OUTGOING',
      transferInfo: { type: 'NATIVE_COIN', value: '1500000000000000000' },
    }),
    { type: 'LABEL', label: 'Queued' },
    tx(4, 2, {
      type: 'SettingsChange',
      dataDecoded: { method: 'changeThreshold', parameters: [] },
      settingsInfo: { type: 'CHANGE_THRESHOLD', threshold: 3 },
    }),
    tx(5, 0, {
      type: 'Custom',
      to: addr(SAFE),
      dataSize: '100',
      value: '0',
      methodName: 'multiSend',
      actionCount: 3,
      isCancellation: false,
    }),
  ],
}
const nfts = {
  count: 3,
  next: null,
  previous: null,
  results: [1, 2, 3].map((id) => ({
    address: '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0',
    tokenName: 'Assent Demo NFT',
    tokenSymbol: 'ADN',
    logoUri: '',
    id: String(id),
    uri: null,
    name: `Demo #${id}`,
    description: null,
    imageUri: null,
    metadata: null,
  })),
}

const routes: [RegExp, unknown][] = [
  [/^\/v1\/chains\/?$/, { count: 1, next: null, previous: null, results: [chain] }],
  [/^\/v1\/chains\/31337$/, chain],
  [/^\/v1\/chains\/31337\/safes\/0x[0-9a-fA-F]{40}\/balances\/\w+$/, balances],
  [/^\/v1\/chains\/31337\/safes\/0x[0-9a-fA-F]{40}\/transactions\/queued$/, queue],
  [/^\/v2\/chains\/31337\/safes\/0x[0-9a-fA-F]{40}\/collectibles$/, nfts],
  [/^\/v1\/chains\/31337\/owners\/0x[0-9a-fA-F]{40}\/safes$/, { safes: [SAFE] }],
  [/^\/v1\/balances\/supported-fiat-codes$/, ['usd', 'eur', 'gbp', 'chf', 'jpy']],
]

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost')
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*')
  res.setHeader('Access-Control-Allow-Credentials', 'true')
  res.setHeader('Access-Control-Allow-Headers', 'content-type')
  if (req.method === 'OPTIONS') return res.writeHead(204).end()
  const json = (status: number, body: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body))
  const safeMatch = url.pathname.match(/^\/v1\/chains\/31337\/safes\/(0x[0-9a-fA-F]{40})$/)
  if (safeMatch) {
    return safeMatch[1]?.toLowerCase() === SAFE.toLowerCase()
      ? json(200, safeInfo)
      : json(404, { code: 1, message: 'Safe not found' })
  }
  const route = routes.find(([pattern]) => pattern.test(url.pathname))
  if (route) return json(200, route[1])
  json(404, { code: 404, message: 'Not found' })
}).listen(port, '127.0.0.1', () =>
  console.log(`mock gateway on http://127.0.0.1:${port} — demo Safe devnet:${SAFE}`),
)
