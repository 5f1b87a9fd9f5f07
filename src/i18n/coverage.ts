/**
 * How complete each message catalogue is against English: the share of English ids it holds and
 * the ids it lacks. Used by the catalogue test and scripts/catalogue-coverage.ts (run after a merge
 * brings new English ids, to list what the other languages still need).
 */
export type Catalogue = Record<string, string>;

export interface Coverage {
  lang: string;
  /** Ids of English present, in per cent (one decimal). */
  percent: number;
  missing: string[];
  /** Ids English does not have (left over from removed messages). */
  extra: string[];
}

export function coverageOf(lang: string, catalogue: Catalogue, english: Catalogue): Coverage {
  const ids = Object.keys(english);
  const missing = ids.filter((id) => !(id in catalogue));
  const extra = Object.keys(catalogue).filter((id) => !(id in english));
  const percent = ids.length ? Math.floor((1000 * (ids.length - missing.length)) / ids.length) / 10 : 100;
  return { lang, percent, missing, extra };
}

/** A table of language × % of English ids, one line each. */
export function coverageTable(rows: readonly Coverage[]): string {
  return rows
    .map(({ lang, percent, missing, extra }) =>
      [
        lang.padEnd(4),
        `${percent.toFixed(1)} %`.padStart(8),
        `${missing.length} missing`,
        `${extra.length} extra`,
      ].join('  '),
    )
    .join('\n');
}
