import { describe, expect, test } from 'vitest'
import { getBalances } from '../actions/getBalances'
import { getChainConfig } from '../actions/getChainConfig'
import { getSafeApps } from '../actions/getSafeApps'
import { getSafeInfo } from '../actions/getSafeInfo'
import { getSafeMessage } from '../actions/getSafeMessage'
import { getTransactionDetails } from '../actions/getTransactionDetails'
import { getTransactionHistory } from '../actions/getTransactionHistory'
import {
  chainInfo,
  customSummary,
  MESSAGE_HASH,
  OWNER_A,
  OWNER_B,
  SAFE,
  safeInfo,
  safeMessage,
  transactionDetails,
} from '../test-utils/fixtures'
import { useTestServer } from '../test-utils/useTestServer'
import type { TransactionListPage } from '../types/transactions'
import { cleanDisplayText } from './cleanDisplayText'

// Spoofing characters: right-to-left override, zero-width space, the isolates U+2066–U+2069.
const RLO = '\u202E'
const ZWSP = '\u200B'
const ISOLATES = ['\u2066', '\u2067', '\u2068', '\u2069']

describe('cleanDisplayText', () => {
  test('removes bidi overrides, embeddings, isolates and marks', () => {
    expect(cleanDisplayText(`USD${RLO}C`)).toBe('USDC')
    expect(
      cleanDisplayText(`${ISOLATES[0]}Alice${ISOLATES[3]} ${ISOLATES[1]}x${ISOLATES[2]}`),
    ).toBe('Alice x')
    expect(cleanDisplayText('a\u202Ab\u202Bc\u202Cd\u202De\u200Ef\u200Fg\u061Ch')).toBe('abcdefgh')
  })

  test('removes zero-width and other invisible characters', () => {
    expect(cleanDisplayText(`U${ZWSP}S\u200CD\u200DC\u2060\uFEFF`)).toBe('USDC')
    // tag characters, a lone surrogate, the Hangul filler and the replacement character
    expect(cleanDisplayText('ETH\u{E0041}\uD800\u3164\uFFFD')).toBe('ETH')
    expect(cleanDisplayText('\u0000a\u0007b\u007F\u009Bc\u034Fd')).toBe('abcd')
  })

  test('keeps a description on one line and trims it', () => {
    expect(cleanDisplayText('  Swap\r\n\ttokens\u2028fast\u2029 ')).toBe('Swap tokens fast')
  })

  test('leaves ordinary text, accents, scripts and emoji as they are', () => {
    for (const text of ['Wrapped Ether', 'Ünïcödé café', 'דולר', 'ドル', '🦊 Fox', 'a  b']) {
      expect(cleanDisplayText(text)).toBe(text)
    }
  })
})

const { server, client } = useTestServer()
const chainId = '31337'

describe('gateway answers: display strings arrive cleaned', () => {
  test('token symbols and names of the balances', async () => {
    server().reply({
      json: {
        fiatTotal: '1',
        items: [
          {
            tokenInfo: {
              type: 'ERC20',
              address: OWNER_B,
              decimals: 6,
              symbol: `CDSU${RLO}`,
              name: `USD${ZWSP} Coin${ISOLATES[0]}`,
              logoUri: null,
            },
            balance: '1',
            fiatBalance: '1',
            fiatConversion: '1',
          },
        ],
      },
    })
    const { items } = await getBalances(client(), { chainId, address: SAFE })
    expect(items[0]?.tokenInfo).toMatchObject({ symbol: 'CDSU', name: 'USD Coin' })
  })

  test('address names of the Safe info', async () => {
    server().reply({
      json: {
        ...safeInfo,
        owners: [{ value: OWNER_A, name: `${RLO}boB` }],
        implementation: { value: OWNER_B, name: `Safe${ZWSP}L2` },
      },
    })
    const info = await getSafeInfo(client(), { chainId, address: SAFE })
    expect(info.owners[0]?.name).toBe('boB')
    expect(info.implementation.name).toBe('SafeL2')
    expect(info.owners[0]?.value).toBe(OWNER_A)
  })

  test('chain name, short name, description and coin', async () => {
    server().reply({
      json: {
        ...chainInfo,
        chainName: `Main${RLO}net`,
        shortName: `${ISOLATES[2]}eth${ISOLATES[3]}`,
        description: `Line one\nline${ZWSP} two`,
        nativeCurrency: { ...chainInfo.nativeCurrency, name: `Eth${RLO}er`, symbol: `E${ZWSP}TH` },
      },
    })
    const chain = await getChainConfig(client(), { chainId })
    expect(chain).toMatchObject({
      chainName: 'Mainnet',
      shortName: 'eth',
      description: 'Line one line two',
      nativeCurrency: { name: 'Ether', symbol: 'ETH' },
    })
  })

  test('Safe App names, descriptions, providers and tags', async () => {
    server().reply({
      json: [
        {
          id: 1,
          url: 'https://app.example',
          name: `Uni${RLO}paws`,
          iconUrl: 'https://app.example/icon.svg',
          description: `Swap${ZWSP}\ntokens`,
          chainIds: [chainId],
          provider: { url: 'https://example', name: `${ISOLATES[1]}Prov` },
          accessControl: { type: 'NO_RESTRICTIONS' },
          tags: [`De${ZWSP}Fi`],
        },
      ],
    })
    const [app] = await getSafeApps(client(), { chainId })
    expect(app).toMatchObject({
      name: 'Unipaws',
      description: 'Swap tokens',
      provider: { name: 'Prov' },
      tags: ['DeFi'],
    })
  })

  test('transaction details: address info, token symbol, app name; the SafeTx is untouched', async () => {
    server().reply({
      json: {
        ...transactionDetails,
        txInfo: {
          type: 'Transfer',
          sender: { value: SAFE, name: `My${ZWSP} Safe` },
          recipient: { value: OWNER_B, name: `${RLO}evil` },
          direction: 'OUTGOING',
          transferInfo: {
            type: 'ERC20',
            tokenAddress: OWNER_A,
            tokenName: `Tether${ISOLATES[0]}`,
            tokenSymbol: `US${RLO}DT`,
            logoUri: null,
            decimals: 6,
            value: '5',
          },
        },
        txData: {
          ...transactionDetails.txData,
          dataDecoded: { method: `trans${ZWSP}fer`, parameters: [] },
          addressInfoIndex: { [OWNER_B]: { value: OWNER_B, name: `Con${RLO}tract` } },
        },
        safeAppInfo: { name: `App${RLO}`, url: 'https://app.example', logoUri: null },
      },
    })
    const details = await getTransactionDetails(client(), {
      chainId,
      transactionId: transactionDetails.txId,
    })
    expect(details.txInfo).toMatchObject({
      sender: { name: 'My Safe' },
      recipient: { value: OWNER_B, name: 'evil' },
      transferInfo: { tokenName: 'Tether', tokenSymbol: 'USDT' },
    })
    expect(details.txData?.dataDecoded?.method).toBe('transfer')
    expect(details.txData?.addressInfoIndex?.[OWNER_B]?.name).toBe('Contract')
    expect(details.safeAppInfo?.name).toBe('App')
    expect(details.detailedExecutionInfo).toEqual(transactionDetails.detailedExecutionInfo)
    expect(details.txData?.value).toBe(transactionDetails.txData?.value)
  })

  test('a message keeps its content byte for byte (it is hashed); only its name is cleaned', async () => {
    const content = `Pay ${RLO}0001${ZWSP} to Bob`
    server().reply({ json: { ...safeMessage, name: `Log${ISOLATES[0]}in`, message: content } })
    const message = await getSafeMessage(client(), { chainId, messageHash: MESSAGE_HASH })
    expect(message.name).toBe('Login')
    expect(message.message).toBe(content)
  })

  test('history rows: token symbols, method names, labels and address names', async () => {
    const page: TransactionListPage = {
      next: null,
      previous: null,
      results: [
        { type: 'LABEL', label: `Ne${ZWSP}xt` },
        {
          type: 'TRANSACTION',
          conflictType: 'None',
          transaction: {
            ...customSummary,
            txInfo: {
              type: 'Custom',
              to: { value: OWNER_B, name: `Multi${RLO}Send` },
              dataSize: '4',
              value: '0',
              methodName: `multi${ISOLATES[0]}Send`,
              actionCount: 2,
              isCancellation: false,
            },
          },
        },
      ],
    }
    server().reply({ json: page })
    const { results } = await getTransactionHistory(client(), { chainId, address: SAFE })
    expect(results[0]).toEqual({ type: 'LABEL', label: 'Next' })
    expect(results[1]).toMatchObject({
      transaction: { txInfo: { to: { name: 'MultiSend' }, methodName: 'multiSend' } },
    })
  })
})
