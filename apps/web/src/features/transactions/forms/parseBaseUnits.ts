import type { AmountCheck } from './parseAmount'

/**
 * Reads an amount typed in a token's base units (its smallest unit, no decimals applied): used
 * when the token's decimals cannot be read from the chain, so what is typed is what is sent.
 * Refuses fractions, zero, text and more than the balance.
 */
export function parseBaseUnits(input: string, balance: bigint): AmountCheck {
  const value = input.trim().replace(/[,_\s]/g, '')
  if (!value) return { ok: false, error: 'Enter an amount in base units.' }
  if (!/^\d+$/.test(value)) {
    return {
      ok: false,
      error:
        "Enter a whole number of base units, like 1000000: the token's decimals are unknown, so no decimal point.",
    }
  }
  const amount = BigInt(value)
  if (amount === 0n) return { ok: false, error: 'The amount must be more than 0.' }
  if (amount > balance) return { ok: false, error: 'The amount is more than the Safe holds.' }
  return { ok: true, value: amount }
}
