import { tools } from '../../src/tools/index';
import { expect, test } from '../test';
import { installPageProbes } from './field-probe';
import { hostileFiles } from './hostile-files';
import { watchPage } from './page-watch';
import { sweepSeed } from './sampling';
import { openTool, sweepTool } from './sweep';

// Traces would record every megabyte the sweep types, in each DOM snapshot.
test.use({ trace: 'off' });

const seed = sweepSeed();

for (const tool of tools) {
  test(`${tool.slug}: no hostile input breaks it`, async ({ page, baseURL }, testInfo) => {
    test.setTimeout(300_000);
    const watch = watchPage(page, new URL(baseURL!).origin);
    await installPageProbes(page);
    await openTool(page, tool.slug);
    const opening = watch.takeProblems();
    const { problems, typedFields, fileInputs, tries } = await sweepTool(page, tool.slug, {
      watch,
      seed,
      files: hostileFiles,
    });
    testInfo.annotations.push({
      type: 'sweep',
      description: `SWEEP_SEED=${seed}: ${typedFields} typed fields, ${fileInputs} file inputs, ${tries} inputs tried`,
    });
    const found = [...opening, ...problems];
    expect(found, found.join('\n')).toEqual([]);
  });
}
