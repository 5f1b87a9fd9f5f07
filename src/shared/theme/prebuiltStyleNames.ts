/**
 * Names the build (scripts/build/prebuilt-styles.tsx, webpack.config.ts) and the page
 * (prebuiltStyles.ts) share about the prebuilt styles' second file, the one that follows the first
 * screen.
 */

/** The class under which the second file writes its cache-path map (antd's own class is the first file's). */
export const MORE_STYLES_PATHS = 'prebuilt-styles-more-paths';

/** The attribute of the first file's preload link naming the second file's address. */
export const MORE_STYLES_HREF = 'data-more-href';
