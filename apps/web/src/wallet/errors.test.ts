import {
  ChainMismatchError,
  InsufficientFundsError,
  ResourceUnavailableRpcError,
  SwitchChainError,
  UserRejectedRequestError,
} from 'viem'
import { mainnet } from 'viem/chains'
import { describe, expect, it } from 'vitest'
import { describeWalletError, WALLET_ERROR_TEXTS, type WalletAction } from './errors'
import { UnsupportedWalletError } from './runtime/withUnsupportedState'

const providerError = (code: number, message = 'provider error') =>
  Object.assign(new Error(message), { code })

describe('describeWalletError', () => {
  it('treats 4001 and user-closed modals as the user saying no, without retry', () => {
    for (const error of [
      providerError(4001, 'User rejected request'),
      new UserRejectedRequestError(new Error('x')),
      new Error('User closed modal'),
      new Error('Received empty accounts'),
    ]) {
      const description = describeWalletError(error, 'connect')
      expect(description.rejected).toBe(true)
      expect(description.retry).toBe(false)
      expect(description.message).toContain('rejected the connection')
    }
  })

  it('finds the code deep in the cause chain and in MetaMask mobile originalError', () => {
    const wrapped = new SwitchChainError(providerError(4001))
    expect(describeWalletError(wrapped, 'switchChain').rejected).toBe(true)
    const mobile = Object.assign(new Error('x'), { data: { originalError: { code: 4902 } } })
    expect(describeWalletError(mobile, 'switchChain').title).toBe('Error switching chain')
  })

  it('explains a pending request (-32002) with a retry', () => {
    for (const error of [
      providerError(-32002, 'Resource unavailable'),
      new ResourceUnavailableRpcError(new Error('x')),
    ]) {
      const description = describeWalletError(error, 'connect')
      expect(description.message).toContain('already has a request waiting')
      expect(description.retry).toBe(true)
    }
  })

  it('names switch and add chain failures as the spec does', () => {
    expect(describeWalletError(providerError(4902), 'switchChain')).toMatchObject({
      title: 'Error switching chain',
      retry: true,
    })
    expect(describeWalletError(new Error('boom'), 'addChain')).toMatchObject({
      title: 'Error adding chain',
      retry: true,
    })
    expect(
      describeWalletError(new SwitchChainError(new Error('weird')), 'switchChain'),
    ).toMatchObject({
      title: 'Error switching chain',
      message: expect.stringContaining('could not switch'),
    })
  })

  // The chain errors wagmi and viem throw in the situations the spec names are worded in
  // errors.onchain.test.ts, each made by calling the library on anvil.
  it('words connector and chain errors', () => {
    const cases: [unknown, string][] = [
      [
        Object.assign(new Error('Connector not found.'), { name: 'ConnectorNotFoundError' }),
        'No wallet was found',
      ],
      [
        Object.assign(new Error('Connector already connected.'), {
          name: 'ConnectorAlreadyConnectedError',
        }),
        'already connected',
      ],
      [
        new ChainMismatchError({ chain: mainnet, currentChainId: 5 }),
        'on chain 5, but this needs Ethereum',
      ],
      [
        Object.assign(new Error('Chain not configured.'), { name: 'ChainNotConfiguredError' }),
        'not configured in the app',
      ],
      [
        new Error('"Safe" does not support programmatic chain switching.'),
        'cannot switch networks from here',
      ],
    ]
    for (const [error, text] of cases) expect(describeWalletError(error).message).toContain(text)
  })

  it('shows the spec’s exact texts first, the explanation beside them (SPEC §8)', () => {
    const cases: [unknown, WalletAction, string][] = [
      [providerError(4001, 'x'), 'signMessage', 'User rejected request'],
      [new UserRejectedRequestError(new Error('x')), 'connect', 'User rejected request'],
      [providerError(-32002, 'x'), 'connect', 'Resource unavailable'],
      [providerError(4902), 'switchChain', 'Error switching chain (4902)'],
      [new Error('boom'), 'addChain', 'Error adding chain'],
      [
        Object.assign(new Error('x'), { name: 'ConnectorNotFoundError' }),
        'connect',
        'Connector not found',
      ],
      [
        Object.assign(new Error('x'), { name: 'ConnectorAlreadyConnectedError' }),
        'connect',
        'Connector already connected',
      ],
      [
        Object.assign(new Error('x'), { name: 'ChainNotConfiguredError' }),
        'other',
        'Chain not configured.',
      ],
      [
        new Error('"Coinbase Wallet" does not support programmatic chain switching.'),
        'switchChain',
        '"Coinbase Wallet" does not support programmatic chain switching.',
      ],
    ]
    for (const [error, action, specText] of cases) {
      const description = describeWalletError(error, action)
      expect(description.specText).toBe(specText)
      expect(description.message.startsWith(specText)).toBe(true)
      // The friendlier words follow.
      expect(description.message.length).toBeGreaterThan(specText.length + 10)
    }
    expect(WALLET_ERROR_TEXTS.somethingWentWrong).toBe('Oops, something went wrong!')
    expect(describeWalletError({}).message).toBe('Oops, something went wrong!')
  })

  it('gives an unsupported wallet its reason, without retry, even when wagmi wraps it', () => {
    const reason = 'Safe can be used only when this page is open inside a Safe (in a frame).'
    const wrapped = Object.assign(new Error('Connection failed.'), {
      cause: new UnsupportedWalletError(reason),
    })
    expect(describeWalletError(wrapped, 'connect')).toEqual({
      title: 'Could not connect the wallet',
      message: reason,
      retry: false,
      rejected: false,
    })
  })

  it('words the library errors of transactions and contracts', () => {
    const cases: [unknown, string][] = [
      [new InsufficientFundsError(), 'not have enough funds'],
      [new Error('nonce too low: nonce already used'), 'already taken'],
      [new Error('replacement fee too low'), 'fee is too low'],
      [
        new Error(
          'cannot estimate gas; transaction may fail or may require manual gas limit (unpredictable gas limit)',
        ),
        'gas could not be estimated',
      ],
      [
        Object.assign(new Error('Function "foo" not found on ABI.'), {
          name: 'AbiFunctionNotFoundError',
        }),
        'does not have the function',
      ],
      [
        Object.assign(new Error('The contract function "x" returned no data ("0x").'), {
          name: 'ContractFunctionZeroDataError',
        }),
        'returned no data',
      ],
      [
        Object.assign(new Error('The contract function "x" reverted.'), {
          name: 'ContractFunctionRevertedError',
        }),
        'reverted',
      ],
    ]
    for (const [error, text] of cases)
      expect(describeWalletError(error, 'sendTransaction').message).toContain(text)
  })

  it('falls back to the error text, or the spec generic message', () => {
    expect(describeWalletError(new Error('Something odd')).message).toBe(
      'Something went wrong: Something odd',
    )
    expect(describeWalletError(undefined).message).toBe('Oops, something went wrong!')
  })
})
