import type { Messages } from '../../../src/i18n/translate';
import { operations as base64File } from '../../../src/tools/base64-file-converter/operations';
import base64FileWords from '../../../src/tools/base64-file-converter/locales/en.json';
import { tool as base64FileTool } from '../../../src/tools/base64-file-converter';
import { operations as base64String } from '../../../src/tools/base64-string-converter/operations';
import base64StringWords from '../../../src/tools/base64-string-converter/locales/en.json';
import { tool as base64StringTool } from '../../../src/tools/base64-string-converter';
import { operations as jsonPrettify } from '../../../src/tools/json-prettify/operations';
import jsonPrettifyWords from '../../../src/tools/json-prettify/locales/en.json';
import { tool as jsonPrettifyTool } from '../../../src/tools/json-prettify';
import { operations as jsonQuery } from '../../../src/tools/json-query/operations';
import jsonQueryWords from '../../../src/tools/json-query/locales/en.json';
import { tool as jsonQueryTool } from '../../../src/tools/json-query';
import { operations as qrDecoder } from '../../../src/tools/qr-code-decoder/operations';
import qrDecoderWords from '../../../src/tools/qr-code-decoder/locales/en.json';
import { tool as qrDecoderTool } from '../../../src/tools/qr-code-decoder';
import type { ToolOperations } from '../../../src/lib/operation/operation';
import { describeTools, type DeclaredTool } from './describe';

const declared = (
  tool: { slug: string; name: string; description: string },
  operations: ToolOperations,
  catalogue: Messages,
): DeclaredTool => ({
  slug: tool.slug,
  name: tool.name,
  description: tool.description,
  operations,
  catalogue,
});

/** A manifest of a few real tools, for the command line's tests. */
export const testManifest = () =>
  describeTools('1.2.3', [
    declared(base64StringTool, base64String, base64StringWords),
    declared(base64FileTool, base64File, base64FileWords),
    declared(jsonPrettifyTool, jsonPrettify, jsonPrettifyWords),
    declared(qrDecoderTool, qrDecoder, qrDecoderWords),
    declared(jsonQueryTool, jsonQuery, jsonQueryWords),
  ]);
