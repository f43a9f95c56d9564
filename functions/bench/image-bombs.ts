// bench:image-bombs: how long the image functions take to turn down a decompression bomb (issue 30:
// "refused in under a second"), beside an honest photo of the same few bytes. Each file goes
// through what checkUploadedImage and makeCardImages do before any copy is kept: the header check,
// then the card copy (which a bomb must fail without decoding its canvas). Medians of 9 runs, in
// one process, so the ratios hold on a noisy machine. Memory is measured by the stack test
// (tests/functions/uploaded-images.test.ts, a child process per run).
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { imageBombs } from '../../tests/functions/support/image-bombs.ts';
import { cardCopy, imageHeaderProblem } from '../src/images/card-copy.ts';

const RUNS = 9;

const median = (samples: number[]) =>
  [...samples].sort((a, b) => a - b)[Math.floor(samples.length / 2)] as number;

/** Milliseconds to judge `bytes` the functions' way, and whether it was turned down. */
async function judge(bytes: Buffer): Promise<{ ms: number; refused: boolean }> {
  const start = performance.now();
  let refused = (await imageHeaderProblem(bytes)) !== null;
  if (!refused) {
    try {
      await cardCopy(bytes, 400);
    } catch {
      refused = true;
    }
  }
  return { ms: performance.now() - start, refused };
}

const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#d946ef' } })
  .png()
  .toBuffer();
const files: [string, Buffer][] = [['64 px PNG (honest)', photo]];
for (const [kind, make] of Object.entries(imageBombs)) files.push([`${kind} bomb`, await make()]);

await judge(photo); // sharp loaded before the first timing
const rows: { file: string; bytes: number; refused: boolean; medianMs: number }[] = [];
for (const [file, bytes] of files) {
  const samples: number[] = [];
  let refused = false;
  for (let run = 0; run < RUNS; run += 1) {
    const result = await judge(bytes);
    samples.push(result.ms);
    refused = result.refused;
  }
  rows.push({ file, bytes: bytes.length, refused, medianMs: median(samples) });
}
const base = rows[0]?.medianMs ?? 1;
console.log(`Image bombs, median of ${RUNS} runs each (header check, then the card copy):`);
for (const row of rows)
  console.log(
    `  ${row.file.padEnd(20)} ${String(row.bytes).padStart(6)} bytes  ${row.refused ? 'refused ' : 'accepted'}  ` +
      `${row.medianMs.toFixed(1).padStart(7)} ms  (${(row.medianMs / base).toFixed(2)} × the honest photo)`,
  );
