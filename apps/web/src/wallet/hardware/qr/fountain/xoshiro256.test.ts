import { describe, expect, it } from 'vitest'
import { createXoshiro256 } from './xoshiro256'

// Test vectors of BCR-2020-005 (the UR specification), seeded with the text "Wolf".
const wolf = () => createXoshiro256(new TextEncoder().encode('Wolf'))

describe('createXoshiro256', () => {
  it('draws the specification\'s numbers from the seed "Wolf"', () => {
    const rng = wolf()
    const numbers = Array.from({ length: 100 }, () => Number(rng.next() % 100n))
    // biome-ignore format: the specification's table
    expect(numbers).toEqual([
      42, 81, 85, 8, 82, 84, 76, 73, 70, 88, 2, 74, 40, 48, 77, 54, 88, 7, 5, 88, 37, 25, 82, 13,
      69, 59, 30, 39, 11, 82, 19, 99, 45, 87, 30, 15, 32, 22, 89, 44, 92, 77, 29, 78, 4, 92, 44,
      68, 92, 69, 1, 42, 89, 50, 37, 84, 63, 34, 32, 3, 17, 62, 40, 98, 82, 89, 24, 43, 85, 39,
      15, 3, 99, 29, 20, 42, 27, 10, 85, 66, 50, 35, 69, 70, 70, 74, 30, 13, 72, 54, 11, 5, 70,
      55, 91, 52, 10, 43, 43, 52,
    ])
  })

  it("makes the specification's bytes with nextInt(0, 255)", () => {
    const rng = wolf()
    const bytes = Array.from({ length: 10 }, () => rng.nextInt(0, 255))
    expect(Buffer.from(bytes).toString('hex')).toBe('916ec65cf77cadf55cd7')
  })
})
