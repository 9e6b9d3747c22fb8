import { SimpleStateManager } from '@ethereumjs/statemanager'
import { Account, bytesToHex, type Address as EthAddress, hexToBytes } from '@ethereumjs/util'
import { type Address, getAddress, type Hex, numberToHex } from 'viem'
import { EMPTY_CODE_HASH } from '../provePrestate'
import type { ProvenAccount } from '../verifyPrestate'

/** The re-run read an account, slot or code that the file's proofs do not cover. */
export class UnprovenStateError extends Error {
  override name = 'UnprovenStateError'
}

/**
 * A state manager that holds only proven state: each proven account (or proven absence), its
 * proven slots and its proven code. Reading anything else throws UnprovenStateError instead of
 * answering zero, so a re-run never stands on a value nobody proved. Writes of the run itself
 * (and the simulation's overrides) are held as in SimpleStateManager.
 */
export class ProvenStateManager extends SimpleStateManager {
  /** Accounts whose storage the run cleared (a created contract): their other slots are zero. */
  private readonly cleared = new Set<string>()

  /** Loads the proven accounts; an account without a proven code keeps none. */
  static fromProven(accounts: Iterable<ProvenAccount>): ProvenStateManager {
    const manager = new ProvenStateManager()
    for (const account of accounts) {
      const key = lower(account.address)
      if (!account.fields) {
        manager.accountStack[0]?.set(key, undefined)
      } else {
        manager.accountStack[0]?.set(
          key,
          new Account(
            account.fields.nonce,
            account.fields.balance,
            hexToBytes(account.fields.storageHash),
            hexToBytes(account.fields.codeHash),
          ),
        )
        if (account.code !== undefined) manager.codeStack[0]?.set(key, hexToBytes(account.code))
      }
      for (const [slot, value] of account.storage) {
        manager.storageStack[0]?.set(`${key}_${slot}`, wordBytes(value))
      }
    }
    return manager
  }

  /** Sets a storage word outright, as the simulation's state override does. */
  overrideStorage(address: Address, slot: Hex, value: bigint): void {
    this.storageStack[0]?.set(`${lower(address)}_${lower(slot)}`, wordBytes(value))
  }

  /** Sets an account's balance outright (the sender's, to pay for its gas). */
  overrideBalance(address: Address, balance: bigint): void {
    const key = lower(address)
    const account = this.accountStack[0]?.get(key) ?? new Account()
    account.balance = balance
    this.accountStack[0]?.set(key, account)
  }

  override async getAccount(address: EthAddress): Promise<Account | undefined> {
    const key = address.toString()
    const top = this.accountStack[this.accountStack.length - 1]
    if (!top?.has(key)) throw unproven(`${getAddress(key)} (its account)`)
    return top.get(key)
  }

  override async getStorage(address: EthAddress, slot: Uint8Array): Promise<Uint8Array> {
    const key = `${address.toString()}_${bytesToHex(slot)}`
    const top = this.storageStack[this.storageStack.length - 1]
    const value = top?.get(key)
    if (value !== undefined) return value
    if (this.cleared.has(address.toString())) return new Uint8Array(0)
    throw unproven(`${getAddress(address.toString())} slot ${bytesToHex(slot)}`)
  }

  override async getCode(address: EthAddress): Promise<Uint8Array> {
    const account = await this.getAccount(address)
    const code = this.codeStack[this.codeStack.length - 1]?.get(address.toString())
    if (code !== undefined) return code
    if (!account || bytesToHex(account.codeHash) === EMPTY_CODE_HASH) return new Uint8Array(0)
    throw unproven(`${getAddress(address.toString())} code`)
  }

  override async clearStorage(address: EthAddress): Promise<void> {
    this.cleared.add(address.toString())
    await super.clearStorage(address)
  }
}

/** The map keys SimpleStateManager uses: lower-case hex. */
function lower(value: Hex): Hex {
  return `0x${value.slice(2).toLowerCase()}`
}

function unproven(what: string): UnprovenStateError {
  return new UnprovenStateError(`the re-run read state the file does not prove: ${what}`)
}

/** A storage value as the EVM reads it: big-endian bytes without leading zeros. */
function wordBytes(value: bigint): Uint8Array {
  return value === 0n ? new Uint8Array(0) : hexToBytes(numberToHex(value))
}
