import { describe, expect, it } from 'vitest'
import { crc32 } from '../bytewords'
import { wolfMessage } from '../testing/wolfMessage'
import { chooseFragments } from './chooseFragments'

describe('chooseFragments', () => {
  it("picks the specification's fragments for the first 30 parts of a 1024-byte message", () => {
    // BCR-2020-005's test vector: 1024 bytes in fragments of at most 100 bytes (11 of 94).
    const checksum = crc32(wolfMessage(1024))
    const chosen = Array.from({ length: 30 }, (_, i) =>
      chooseFragments({ seq: i + 1, count: 11, checksum }),
    )
    // biome-ignore format: the specification's table
    expect(chosen).toEqual([
      [0], [1], [2], [3], [4], [5], [6], [7], [8], [9], [10], [9],
      [2, 5, 6, 8, 9, 10], [8], [1, 5], [1], [0, 2, 4, 5, 8, 10], [5], [2], [2],
      [0, 1, 3, 4, 5, 7, 9, 10], [0, 1, 2, 3, 5, 6, 8, 9, 10],
      [0, 2, 4, 5, 7, 8, 9, 10], [3, 5], [4],
      [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10], [0, 1, 3, 4, 5, 6, 7, 9, 10],
      [6], [5, 6], [7],
    ])
  })
})
