/**
 * Stands in for clean-css where html-minifier-terser is bundled (see vite.config.ts): this tool
 * passes its own CSS minifier (csso), and the library still asks clean-css for warnings that name
 * template fragments inside CSS; the real one needs Node's fs, http and url.
 */
interface Output {
  styles: string;
  warnings: string[];
  errors: string[];
}

export default class CleanCSS {
  minify(styles: string, callback?: (error: null, output: Output) => void): Output {
    const output = { styles, warnings: [], errors: [] };
    callback?.(null, output);
    return output;
  }
}
