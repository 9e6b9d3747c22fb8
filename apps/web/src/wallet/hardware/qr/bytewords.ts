/**
 * Bytewords, minimal style (BCR-2020-012): each byte is the first and last letter of its word
 * in the standard 256-word list, and the message ends with its CRC-32 (big-endian), so a
 * misread QR code is caught before its bytes are used.
 */
const WORDS =
  'ableacidalsoapexaquaarchatomauntawayaxisbackbaldbarnbeltbetabiasbluebodybragbrewbulbbuzz' +
  'calmcashcatschefcityclawcodecolacookcostcruxcurlcuspcyandarkdatadaysdelidicedietdoordown' +
  'drawdropdrumdulldutyeacheasyechoedgeepicevenexamexiteyesfactfairfernfigsfilmfishfizzflap' +
  'flewfluxfoxyfreefrogfuelfundgalagamegeargemsgiftgirlglowgoodgraygrimgurugushgyrohalfhang' +
  'hardhawkheathelphighhillholyhopehornhutsicedideaidleinchinkyintoirisironitemjadejazzjoin' +
  'joltjowljudojugsjumpjunkjurykeepkenokeptkeyskickkilnkingkitekiwiknoblamblavalazyleaflegs' +
  'liarlimplionlistlogoloudloveluaulucklungmainmanymathmazememomenumeowmildmintmissmonknail' +
  'navyneednewsnextnoonnotenumbobeyoboeomitonyxopenovalowlspaidpartpeckplaypluspoempoolpose' +
  'puffpumapurrquadquizraceramprealredorichroadrockroofrubyruinrunsrustsafesagascarsetssilk' +
  'skewslotsoapsolosongstubsurfswantacotasktaxitenttiedtimetinytoiltombtoystriptunatwinugly' +
  'undouniturgeuservastveryvetovialvibeviewvisavoidvowswallwandwarmwaspwavewaxywebswhatwhen' +
  'whizwolfworkyankyawnyellyogayurtzapszerozestzinczonezoom'

/** Minimal code (two letters) of each byte. */
export const MINIMAL_WORDS: readonly string[] = Array.from(
  { length: 256 },
  (_, i) => `${WORDS[i * 4]}${WORDS[i * 4 + 3]}`,
)
const BYTE_OF = new Map(MINIMAL_WORDS.map((word, i) => [word, i]))

let crcTable: Uint32Array | undefined
export function crc32(bytes: Uint8Array): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256)
    for (let n = 0; n < 256; n++) {
      let c = n
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
      crcTable[n] = c >>> 0
    }
  }
  let crc = 0xffffffff
  for (const byte of bytes) crc = (crcTable[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function withChecksum(bytes: Uint8Array): Uint8Array {
  const crc = crc32(bytes)
  const out = new Uint8Array(bytes.length + 4)
  out.set(bytes)
  new DataView(out.buffer).setUint32(bytes.length, crc)
  return out
}

export function encodeBytewords(bytes: Uint8Array): string {
  return Array.from(withChecksum(bytes), (byte) => MINIMAL_WORDS[byte]).join('')
}

export function decodeBytewords(text: string): Uint8Array {
  const lower = text.toLowerCase()
  if (lower.length % 2 !== 0 || lower.length < 10) {
    throw new Error('UR: the bytewords are cut short (odd length or no checksum)')
  }
  const bytes = new Uint8Array(lower.length / 2)
  for (let i = 0; i < bytes.length; i++) {
    const byte = BYTE_OF.get(lower.slice(i * 2, i * 2 + 2))
    if (byte === undefined) throw new Error(`UR: "${lower.slice(i * 2, i * 2 + 2)}" is no byteword`)
    bytes[i] = byte
  }
  const body = bytes.slice(0, -4)
  const expected = new DataView(bytes.buffer).getUint32(bytes.length - 4)
  if (crc32(body) !== expected) throw new Error('UR: checksum mismatch (the QR code was misread)')
  return body
}
