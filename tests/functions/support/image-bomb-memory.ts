// Run as a child process by uploaded-images.test.ts: opens each file the way the image functions
// do (the header check, then a card copy) and prints, per file, how much the process's peak
// memory grew. A process of its own, so the figures are the files' alone, not the test runner's;
// the peak only rises, so each file's growth is measured from the peak the ones before it left.
//   node image-bomb-memory.ts <file>…
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { cardCopy, imageHeaderProblem } from '../../../functions/src/images/card-copy.ts';

const files = process.argv.slice(2);
if (files.length === 0) throw new Error('usage: image-bomb-memory.ts <file>…');
// Warm up: sharp loaded and a small image copied, so what follows measures the files only.
const warm = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#fff' } })
  .png()
  .toBuffer();
await cardCopy(warm, 400);
const results: Record<string, { problem: string | null; copyError: string | null; grewKiB: number }> = {};
for (const file of files) {
  const bytes = readFileSync(file);
  const before = process.resourceUsage().maxRSS; // KiB
  const problem = await imageHeaderProblem(bytes);
  let copyError: string | null = null;
  try {
    await cardCopy(bytes, 400);
  } catch (error) {
    copyError = String(error);
  }
  results[file] = { problem, copyError, grewKiB: process.resourceUsage().maxRSS - before };
}
console.log(JSON.stringify(results));
