/**
 * V8's explicit compile hint on the scripts a first screen runs (issue 27). A cold renderer
 * compiles a function the first time it is called, on the main thread: 250 ms of a fresh
 * `/tenant` load before its first row at 1x CPU (a trace's V8.CompileCode), a quarter of the
 * whole. A file that opens with `//# allFunctionsCalledOnLoad` is compiled whole while it streams
 * in, on a background thread (Chromium 136 and later; other browsers read a comment). On the main
 * thread that left 15 ms, and Lighthouse's Total Blocking Time on `/tenant` went from 917 to
 * 542 ms (docs/performance.md).
 *
 * Only the files of the entry and of the route chunk groups a first screen loads (the layout, a
 * page, the generic list and form: route-chunks.ts names them so): most of their functions run at
 * once. Parts that load later (a search form, a dialog, a language's texts) keep V8's lazy
 * compile, which costs nothing for what never runs.
 */
import webpack, { type Compiler } from 'webpack';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * The chunk groups a console route loads with its first screen (route-chunks.ts). The build's
 * route-preloads.ts fails when a route's file lacks the hint, so a renamed group cannot slip out.
 */
export function isFirstScreenGroup(name: string | null | undefined): boolean {
  return name === 'layout-default' || name === 'resource-list' || name === 'resource-form' || /^page-/.test(name ?? '');
}

export class CompileHintsPlugin {
  /** `alsoGroups`: more chunk groups that load with the entry (the sign-in pages' app). */
  constructor(private readonly alsoGroups: readonly string[] = []) {}

  apply(compiler: Compiler): void {
    const name = 'CompileHintsPlugin';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      // After Terser (which drops comments), before the source maps and the compressed siblings.
      const stage = webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1;
      compilation.hooks.processAssets.tap({ name, stage }, () => {
        const files = new Set<string>();
        for (const group of compilation.chunkGroups) {
          const also = this.alsoGroups.includes(group.name ?? '');
          if (!group.isInitial() && !also && !isFirstScreenGroup(group.name)) continue;
          for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
        }
        for (const file of files)
          compilation.updateAsset(file, (source) => new webpack.sources.ConcatSource(`${COMPILE_HINT}\n`, source));
      });
    });
  }
}
