// `--shard=k/n` as run-tests.ts uses it for the end-to-end suite: vitest's own shards are equal
// counts of files in hash order, blind to how long each file takes. Here the files go, largest
// first, to the shard with the fewest bytes so far: a file's size follows its time roughly (each
// test drives a browser through some screens; the halves took 594 and 678 s in a clean-clone CI),
// and it is known on a clean clone, where no earlier run's timings are.
// Only the end-to-end files are split. Another project's files given to a sharded run stay whole in
// that shard: run-tests.ts fills each e2e lane up with whole projects of its own that way.
import { statSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const SPLIT_PROJECT = 'e2e';

export class SizeShardSequencer extends BaseSequencer {
  override async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { index, count } = this.ctx.config.shard ?? { index: 1, count: 1 };
    const others = files.filter((spec) => spec.project.name !== SPLIT_PROJECT);
    const sized = files
      .filter((spec) => spec.project.name === SPLIT_PROJECT)
      .map((spec) => ({ spec, bytes: statSync(spec.moduleId).size }))
      // Ties by path, so every shard process computes the same split.
      .sort((a, b) => b.bytes - a.bytes || a.spec.moduleId.localeCompare(b.spec.moduleId));
    const shards = Array.from({ length: count }, () => ({ bytes: 0, specs: [] as TestSpecification[] }));
    for (const file of sized) {
      const lightest = shards.reduce((min, shard) => (shard.bytes < min.bytes ? shard : min));
      lightest.bytes += file.bytes;
      lightest.specs.push(file.spec);
    }
    const mine = shards[index - 1]?.specs ?? [];
    return [...others, ...mine];
  }
}
