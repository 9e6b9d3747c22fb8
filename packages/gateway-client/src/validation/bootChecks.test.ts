import { describe, expect, it } from 'vitest'
import { chainInfo, customSummary } from '../test-utils/fixtures'
import type { TransactionListPage } from '../types/transactions'
import { checkBalances, checkChainList, checkTransactionPage } from './bootChecks'
import { pageOf } from './checkJson'

// The boot paints balances and history before the full app (and its schemas) load: the text it
// shows must be cleaned of bidi controls and invisible characters just as the schemas clean it.

const RLO = '\u202E'
const ZWSP = '\u200B'

describe("the boot's checks clean display text", () => {
  it('token symbols and names of the balances', () => {
    const checked = checkBalances(
      {
        fiatTotal: '1',
        items: [
          {
            tokenInfo: {
              type: 'ERC20',
              address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
              decimals: 6,
              symbol: `CDSU${RLO}`,
              name: `USD${ZWSP} Coin\u2066`,
              logoUri: null,
            },
            balance: '1',
            fiatBalance: '1',
            fiatConversion: '1',
          },
        ],
      },
      '',
    )
    expect(checked.items[0]?.tokenInfo).toMatchObject({ symbol: 'CDSU', name: 'USD Coin' })
  })

  it("the chain's name, short name and coin symbol", () => {
    const checked = pageOf(checkChainList)(
      {
        next: null,
        results: [
          {
            ...chainInfo,
            chainName: `Dev${RLO}net`,
            shortName: `dev${ZWSP}net`,
            nativeCurrency: { ...chainInfo.nativeCurrency, symbol: `E${RLO}TH` },
          },
        ],
      },
      '',
    )
    expect(checked.results[0]).toMatchObject({
      chainName: 'Devnet',
      shortName: 'devnet',
      nativeCurrency: { symbol: 'ETH' },
    })
  })

  it("history rows' token symbols, method names, app names and notes", () => {
    const transfer = {
      ...customSummary,
      txInfo: {
        type: 'Transfer',
        direction: 'INCOMING',
        transferInfo: { type: 'ERC20', value: '1', decimals: 6, tokenSymbol: `US${RLO}DT` },
      },
      safeAppInfo: { name: `App${ZWSP}`, url: 'https://app.example', logoUri: null },
    }
    const call = {
      ...customSummary,
      txInfo: { ...customSummary.txInfo, methodName: `trans${RLO}fer` },
      note: `Rent${RLO}\nfor March`,
    }
    const page = checkTransactionPage(
      {
        next: null,
        results: [
          { type: 'TRANSACTION', transaction: transfer, conflictType: 'None' },
          { type: 'TRANSACTION', transaction: call, conflictType: 'None' },
        ],
      },
      '',
    ) as TransactionListPage
    const [first, second] = page.results
    expect(first).toMatchObject({
      transaction: {
        txInfo: { transferInfo: { tokenSymbol: 'USDT' } },
        safeAppInfo: { name: 'App' },
      },
    })
    expect(second).toMatchObject({
      transaction: { txInfo: { methodName: 'transfer' }, note: 'Rent for March' },
    })
  })
})
