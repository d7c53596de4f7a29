import { rgbHex, type QrColors, type Rgba } from './qr-colors';
import type { QrMatrix } from './qr-matrix';

/** The dark modules as one SVG path, one unit per module, runs of a row joined in one rectangle. */
export function qrModulesPath({ dark }: QrMatrix): string {
  const parts: string[] = [];
  dark.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      if (!row[x]) continue;
      const start = x;
      while (row[x + 1]) x++;
      parts.push(`M${start} ${y}h${x - start + 1}v1h-${x - start + 1}z`);
    }
  });
  return parts.join('');
}

function fill(color: Rgba): string {
  const opacity = color.a === 255 ? '' : ` fill-opacity="${+(color.a / 255).toFixed(3)}"`;
  return `fill="${rgbHex(color)}"${opacity}`;
}

/** The code as a standalone SVG document, `pixels` wide by default, in the given colours. */
export function qrSvgDocument(matrix: QrMatrix, colors: QrColors, pixels = 1024): string {
  const { size } = matrix;
  const background = colors.light.a === 0 ? '' : `<rect width="${size}" height="${size}" ${fill(colors.light)}/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `${background}<path d="${qrModulesPath(matrix)}" ${fill(colors.dark)}/></svg>\n`
  );
}
