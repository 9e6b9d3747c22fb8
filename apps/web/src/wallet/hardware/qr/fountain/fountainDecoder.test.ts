import { describe, expect, it } from 'vitest'
import { crc32, decodeBytewords } from '../bytewords'
import { decodeCbor, encodeCbor } from '../cbor'
import { wolfMessage } from '../testing/wolfMessage'
import { encodeUrPart, type Ur, UrCollector } from '../ur'
import { chooseFragments } from './chooseFragments'
import { FountainDecoder, type FountainPart } from './fountainDecoder'
import { fountainFragment } from './fountainFragment'

/** The CBOR of a multi-part UR text's part. */
const partCbor = (text: string) => decodeBytewords(text.split('/')[2] as string)

/** Parts `seqs` of `message`, cut in fragments of at most `max` bytes. */
function partsOf(message: Uint8Array, max: number, seqs: readonly number[]): FountainPart[] {
  const count = Math.ceil(message.length / max)
  const length = Math.ceil(message.length / count)
  const checksum = crc32(message)
  const fragments = Array.from({ length: count }, (_, i) => {
    const fragment = new Uint8Array(length)
    fragment.set(message.slice(i * length, (i + 1) * length))
    return fragment
  })
  return seqs.map((seq) => ({
    seq,
    count,
    messageLength: message.length,
    checksum,
    fragment: fountainFragment({ fragments, seq, checksum }),
  }))
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => from + i)

/** A fixed shuffle (a linear congruential generator), so a failure replays. */
function shuffle<T>(items: readonly T[], seed = 7): T[] {
  const out = [...items]
  let state = seed
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    const j = state % (i + 1)
    ;[out[i], out[j]] = [out[j] as T, out[i] as T]
  }
  return out
}

describe('fountain-coded UR parts', () => {
  it("encodes the specification's 20 parts of a 256-byte message, mixed ones included", () => {
    // BCR-2020-005's test vector: 256 bytes, fragments of at most 30 bytes; parts 10–20 mixed.
    const ur: Ur = { type: 'bytes', cbor: wolfMessage(256) }
    const hex = range(1, 20).map((seq) => Buffer.from(partCbor(encodeUrPart(ur, seq, 30))))
    expect(hex.map((bytes) => bytes.toString('hex'))).toEqual([
      '8501091901001a0167aa07581d916ec65cf77cadf55cd7f9cda1a1030026ddd42e905b77adc36e4f2d3c',
      '8502091901001a0167aa07581dcba44f7f04f2de44f42d84c374a0e149136f25b01852545961d55f7f7a',
      '8503091901001a0167aa07581d8cde6d0e2ec43f3b2dcb644a2209e8c9e34af5c4747984a5e873c9cf5f',
      '8504091901001a0167aa07581d965e25ee29039fdf8ca74f1c769fc07eb7ebaec46e0695aea6cbd60b3e',
      '8505091901001a0167aa07581dc4bbff1b9ffe8a9e7240129377b9d3711ed38d412fbb4442256f1e6f59',
      '8506091901001a0167aa07581d5e0fc57fed451fb0a0101fb76b1fb1e1b88cfdfdaa946294a47de8fff1',
      '8507091901001a0167aa07581d73f021c0e6f65b05c0a494e50791270a0050a73ae69b6725505a2ec8a5',
      '8508091901001a0167aa07581d791457c9876dd34aadd192a53aa0dc66b556c0c215c7ceb8248b717c22',
      '8509091901001a0167aa07581d951e65305b56a3706e3e86eb01c803bbf915d80edcd64d4d0000000000',
      '850a091901001a0167aa07581d330f0f33a05eead4f331df229871bee733b50de71afd2e5a79f196de09',
      '850b091901001a0167aa07581d3b205ce5e52d8c24a52cffa34c564fa1af3fdffcd349dc4258ee4ee828',
      '850c091901001a0167aa07581ddd7bf725ea6c16d531b5f03254783803048ca08b87148daacd1cd7a006',
      '850d091901001a0167aa07581d760be7ad1c6187902bbc04f539b9ee5eb8ea6833222edea36031306c01',
      '850e091901001a0167aa07581d5bf4031217d2c3254b088fa7553778b5003632f46e21db129416f65b55',
      '850f091901001a0167aa07581d73f021c0e6f65b05c0a494e50791270a0050a73ae69b6725505a2ec8a5',
      '8510091901001a0167aa07581db8546ebfe2048541348910267331c643133f828afec9337c318f71b7df',
      '8511091901001a0167aa07581d23dedeea74e3a0fb052befabefa13e2f80e4315c9dceed4c8630612e64',
      '8512091901001a0167aa07581dd01a8daee769ce34b6b35d3ca0005302724abddae405bdb419c0a6b208',
      '8513091901001a0167aa07581d3171c5dc365766eff25ae47c6f10e7de48cfb8474e050e5fe997a6dc24',
      '8514091901001a0167aa07581de055c2433562184fa71b4be94f262e200f01c6f74c284b0dc6fae6673f',
    ])
  })

  it('fills lost simple parts from mixed ones (2+ fragments each), in any order', () => {
    const message = wolfMessage(1024)
    const checksum = crc32(message)
    // 11 fragments; three simple parts lost, and only mixed parts that XOR two or more
    // fragments after them, every third of those lost too: only peeling can decode this.
    const simple = range(1, 11).filter((seq) => ![3, 7, 10].includes(seq))
    const mixed = range(12, 300).filter(
      (seq) => seq % 3 !== 0 && chooseFragments({ seq, count: 11, checksum }).length >= 2,
    )
    const decoder = new FountainDecoder()
    let decoded: Uint8Array | undefined
    for (const part of partsOf(message, 100, shuffle([...simple, ...mixed]))) {
      decoded = decoder.receive(part) ?? decoded
    }
    expect(decoded && Buffer.from(decoded).equals(Buffer.from(message))).toBe(true)
  })

  it('decodes every order of a few simple and mixed parts to the same message', () => {
    const message = wolfMessage(256)
    const seqs = [2, 5, 8, ...range(10, 40)]
    for (const seed of [1, 2, 3, 4, 5]) {
      const decoder = new FountainDecoder()
      let decoded: Uint8Array | undefined
      for (const part of partsOf(message, 30, shuffle(seqs, seed))) {
        decoded = decoder.receive(part) ?? decoded
      }
      expect(decoded && Buffer.from(decoded).toString('hex')).toBe(
        Buffer.from(message).toString('hex'),
      )
    }
  })

  it('waits while parts are missing and refuses a part of another message', () => {
    const decoder = new FountainDecoder()
    const [first, second] = partsOf(wolfMessage(256), 30, [1, 2])
    expect(decoder.receive(first as FountainPart)).toBeUndefined()
    expect(decoder.progress).toEqual({ have: 1, need: 9 })
    const [other] = partsOf(wolfMessage(256, 'Fox'), 30, [3])
    expect(() => decoder.receive(other as FountainPart)).toThrow(
      'UR: this part belongs to another message',
    )
    expect(decoder.receive(second as FountainPart)).toBeUndefined()
    expect(decoder.progress).toEqual({ have: 2, need: 9 })
  })

  it('refuses a part whose length does not hold the message', () => {
    const [part] = partsOf(wolfMessage(256), 30, [1])
    expect(() =>
      new FountainDecoder().receive({ ...(part as FountainPart), messageLength: 10_000 }),
    ).toThrow('UR: malformed multi-part')
  })

  it('refuses joined parts that fail the checksum', () => {
    const parts = partsOf(wolfMessage(256), 30, range(1, 9)).map((part) => ({
      ...part,
      checksum: part.checksum ^ 1,
    }))
    const decoder = new FountainDecoder()
    for (const part of parts.slice(0, -1)) decoder.receive(part)
    expect(() => decoder.receive(parts.at(-1) as FountainPart)).toThrow(
      'UR: the joined parts fail their checksum',
    )
  })
})

describe('UrCollector with fountain codes', () => {
  it('reads a long UR whose lost simple parts come back in mixed ones', () => {
    const ur: Ur = { type: 'eth-signature', cbor: encodeCbor(new Map([[2, wolfMessage(700)]])) }
    const count = Math.ceil(ur.cbor.length / 120)
    const checksum = crc32(ur.cbor)
    const mixed = range(count + 1, 150).filter(
      (seq) => chooseFragments({ seq, count, checksum }).length >= 2,
    )
    const collector = new UrCollector()
    let result: Ur | undefined
    for (const seq of shuffle([2, 4, ...mixed], 3)) {
      result = collector.receive(encodeUrPart(ur, seq).toUpperCase()) ?? result
    }
    expect(result?.type).toBe('eth-signature')
    expect(decodeCbor(result?.cbor ?? new Uint8Array())).toEqual(new Map([[2, wolfMessage(700)]]))
  })
})
