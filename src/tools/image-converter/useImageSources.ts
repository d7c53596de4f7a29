import { useEffect, useState } from 'react';
import type { ImageSource } from './convert-image';
import type { ConvertOptions } from './fields';
import { maxFileBytes } from './image-bytes';
import { placement } from './image-size';
import { drawSvg, readSvg } from './svg-raster';
import type { Message } from '../../lib/operation/message';
import { message } from '../../lib/operation/message';

export interface PickedFile {
  id: number;
  file: File;
}

const isSvg = (file: File) => file.type === 'image/svg+xml' || /\.svg$/i.test(file.name);

/**
 * What the worker converts: files as they are, and SVGs drawn here at the size the options give
 * (drawn again when the options change). Undefined while they are being drawn.
 */
export function useImageSources(
  files: readonly PickedFile[],
  options: ConvertOptions,
): { sources: (ImageSource | Message)[] | undefined } {
  const [drawn, setDrawn] = useState<{
    files: readonly PickedFile[];
    options: ConvertOptions;
    sources: (ImageSource | Message)[];
  }>();
  useEffect(() => {
    let current = true;
    void Promise.all(
      files.map(async ({ file }): Promise<ImageSource | Message> => {
        if (!isSvg(file)) return { kind: 'file', name: file.name, file };
        if (file.size > maxFileBytes) return message('errors.fileTooLarge');
        const svg = readSvg(await file.text());
        if (!svg) return message('errors.unreadable');
        const placed = placement(svg.size, options, true);
        if (!placed.ok) return placed.error;
        try {
          const picture = await drawSvg(svg.document, placed.value.drawn);
          return {
            kind: 'svg',
            name: file.name,
            size: file.size,
            source: svg.size,
            drawn: picture,
            placed: placed.value,
          };
        } catch {
          return message('errors.unreadable');
        }
      }),
    ).then((sources) => {
      if (current) setDrawn({ files, options, sources });
    });
    return () => {
      current = false;
    };
  }, [files, options]);
  return { sources: drawn?.files === files && drawn.options === options ? drawn.sources : undefined };
}
