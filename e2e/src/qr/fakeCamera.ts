import { renameSync, writeFileSync } from 'node:fs'
import encodeQR from 'qr'

const MODULE_PX = 6
const QUIET_MODULES = 4

/**
 * Chromium's fake camera (`--use-file-for-fake-video-capture`) plays a Y4M file in a loop;
 * the file is opened each time a page starts the camera, so writing the next QR code before
 * the page scans puts it in front of the lens. One grey-scale 4:2:0 frame.
 */
export function fakeCameraArgs(file: string): string[] {
  showQrCode(file, 'nothing to see yet')
  return [
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    `--use-file-for-fake-video-capture=${file}`,
  ]
}

export function showQrCode(file: string, text: string) {
  const modules = encodeQR(text.toUpperCase(), 'raw', { ecc: 'low', border: QUIET_MODULES })
  // Even sides, as 4:2:0 chroma halves them.
  const side = Math.ceil((modules.length * MODULE_PX) / 2) * 2
  const luma = new Uint8Array(side * side).fill(255)
  modules.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (!dark) return
      for (let dy = 0; dy < MODULE_PX; dy++) {
        luma.fill(
          0,
          (y * MODULE_PX + dy) * side + x * MODULE_PX,
          (y * MODULE_PX + dy) * side + (x + 1) * MODULE_PX,
        )
      }
    })
  })
  const chroma = new Uint8Array((side / 2) * (side / 2) * 2).fill(128)
  const header = Buffer.from(`YUV4MPEG2 W${side} H${side} F10:1 Ip A1:1 C420jpeg\nFRAME\n`)
  // Written aside and renamed, so the browser never opens half a file.
  writeFileSync(`${file}.next`, Buffer.concat([header, luma, chroma]))
  renameSync(`${file}.next`, file)
}
