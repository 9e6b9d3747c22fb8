/**
 * The blockies algorithm (as in ethereum-blockies): an xorshift PRNG seeded from the
 * lower-cased address gives three colours and a left-right mirrored 8×8 grid.
 */
export function blockieGrid(address: string, size = 8) {
  const seed = [0, 0, 0, 0]
  const text = address.toLowerCase()
  for (let i = 0; i < text.length; i++) {
    const index = i % 4
    seed[index] = ((seed[index] ?? 0) << 5) - (seed[index] ?? 0) + text.charCodeAt(i)
  }
  const random = () => {
    const t = (seed[0] ?? 0) ^ ((seed[0] ?? 0) << 11)
    seed[0] = seed[1] ?? 0
    seed[1] = seed[2] ?? 0
    seed[2] = seed[3] ?? 0
    seed[3] = (seed[3] ?? 0) ^ ((seed[3] ?? 0) >> 19) ^ t ^ (t >> 8)
    return ((seed[3] ?? 0) >>> 0) / ((1 << 31) >>> 0)
  }
  const colour = () => {
    const hue = Math.floor(random() * 360)
    const saturation = `${random() * 60 + 40}%`
    const lightness = `${(random() + random() + random() + random()) * 25}%`
    return `hsl(${hue} ${saturation} ${lightness})`
  }
  const color = colour()
  const background = colour()
  const spot = colour()
  const half = Math.ceil(size / 2)
  const cells: number[][] = []
  for (let y = 0; y < size; y++) {
    const left: number[] = []
    for (let x = 0; x < half; x++) left.push(Math.floor(random() * 2.3))
    const right = left.slice(0, size - half).reverse()
    cells.push([...left, ...right])
  }
  return { color, background, spot, cells }
}
