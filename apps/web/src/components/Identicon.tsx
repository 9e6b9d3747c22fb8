import { useMemo } from 'react'
import { blockieGrid } from './blockieGrid'

/** A deterministic blockie-style avatar of an address (pure SVG, no canvas). */
export function Identicon({ address, size = 32 }: { address: string; size?: number }) {
  const { grid, squares } = useMemo(() => {
    const grid = blockieGrid(address)
    const squares = grid.cells.flatMap((row, y) =>
      row.flatMap((cell, x) => (cell === 0 ? [] : [{ id: `${x}:${y}`, x, y, spot: cell === 2 }])),
    )
    return { grid, squares }
  }, [address])
  const cells = grid.cells.length
  return (
    <svg
      className="identicon"
      width={size}
      height={size}
      viewBox={`0 0 ${cells} ${cells}`}
      aria-hidden="true"
      shapeRendering="crispEdges"
    >
      <rect width={cells} height={cells} fill={grid.background} />
      {squares.map((square) => (
        <rect
          key={square.id}
          x={square.x}
          y={square.y}
          width={1}
          height={1}
          fill={square.spot ? grid.spot : grid.color}
        />
      ))}
    </svg>
  )
}
