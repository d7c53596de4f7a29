import { tools } from '../../src/tools/index';
import { installPageProbes } from './field-probe';
import { recordStorageKeys } from './garbage-storage';
import { hostileFiles } from './hostile-files';
import { watchPage } from './page-watch';
import { sweepSeed } from './sampling';
import { openSettled, storedGarbageProblems } from './stored-garbage';
import { openTool, sweepTool } from './sweep';
import { typedFieldsLocator } from './tool-fields';
import { expect, test } from './warm-context';
import { englishLeftInTranslations } from './visible-words';

// Traces would record every megabyte the sweep types, in each DOM snapshot.
test.use({ trace: 'off' });

const seed = sweepSeed();

/**
 * Every tool, on one page load (the cost of ninety tools): hostile input in every field, the page in
 * every language, and garbage under every key it stores. Each part names its findings.
 */
for (const tool of tools) {
  test(`${tool.slug}: hostile input, every language, stored garbage`, async ({ page, baseURL }, testInfo) => {
    test.setTimeout(300_000);
    const watch = watchPage(page, new URL(baseURL!).origin);
    await installPageProbes(page);
    await recordStorageKeys(page);
    const open = () => openTool(page, tool.slug);
    const clean = await openSettled(page, open);
    const found = watch.takeProblems();

    const sweep = await sweepTool(page, tool.slug, { watch, seed, files: hostileFiles });
    testInfo.annotations.push({
      type: 'sweep',
      description: `SWEEP_SEED=${seed}: ${sweep.typedFields} typed fields, ${sweep.fileInputs} file inputs, ${sweep.tries} inputs tried`,
    });
    found.push(...sweep.problems);

    watch.enter('every language');
    const fields = typedFieldsLocator(page);
    const english = await englishLeftInTranslations(page, (await fields.count()) > 0 ? fields.first() : undefined);
    found.push(...english.map((problem) => `English left: ${problem}`), ...watch.takeProblems());

    expect(clean.keys.length, 'the page reads its preferences from storage').toBeGreaterThan(0);
    found.push(...(await storedGarbageProblems(page, { name: tool.slug, seed, open, watch, clean })));
    expect(found, found.join('\n')).toEqual([]);
  });
}
