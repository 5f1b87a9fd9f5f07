/**
 * Regenerates, between their "generated" markers, the LOCALES list of src/i18n/locales.ts (every
 * ISO 639-1 code with its region, its writing direction, and the antd and dayjs locale packs that
 * exist for it in node_modules) and the names of src/i18n/localeNames.ts (each language's name in
 * its own language and in English, from CLDR through Node's Intl.DisplayNames). The names are a
 * module of their own so the entry chunk, which needs only codes and packs, does not carry them.
 * Run: node --import tsx scripts/generate-locales.ts
 */
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const localesFile = path.join(root, 'src/i18n/locales.ts');
const namesFile = path.join(root, 'src/i18n/localeNames.ts');

/** ISO 639-1: the 184 two-letter language codes. */
const ISO_639_1 = (
  'aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy ' +
  'da de dv dz ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ' +
  'ia id ie ig ii ik io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo ' +
  'lt lu lv mg mh mi mk ml mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps ' +
  'pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn ' +
  'to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu'
).split(' ');

/** Regions the console used before the list was generated (kept so formatting does not change). */
const REGIONS: Record<string, string> = { ar: 'SA', pt: 'PT', zh: 'CN', ks: 'IN', os: 'RU', ie: '001', yi: '001' };
/** Where CLDR folds a code into another language, the ISO name is the right one. */
const NAMES: Record<string, { name: string; english: string }> = {
  tw: { name: 'Twi', english: 'Twi' },
  tl: { name: 'Tagalog', english: 'Tagalog' },
};
/** Thaana is written right to left, though Node's ICU has no Divehi data to say so. */
const RTL_EXTRA = new Set(['dv']);
/** antd names some packs after a country or a dialect code. */
const ANTD_ALIASES: Record<string, string | null> = { be: 'by_BY', ku: 'kmr_IQ', no: 'nb_NO', nn: 'nb_NO' };
/**
 * dayjs: the name antd's date pickers ask for with the language's antd pack (rc-picker's
 * parseLocale), so pickers and formatDate show the same month names; Norwegian is Bokmål, and
 * dayjs's 'ku' is Sorani in Arabic script while the console's Kurdish is Kurmanji.
 */
const DAYJS_ALIASES: Record<string, string | null> = { no: 'nb', zh: 'zh-cn', bn: 'bn-bd', ku: null };

const antdPacks = fs
  .readdirSync(path.join(root, 'node_modules/antd/es/locale'))
  .filter((file) => /^[a-z]{2,3}_[A-Z]{2}\.js$/.test(file))
  .map((file) => file.replace(/\.js$/, ''));
const dayjsLocales = fs
  .readdirSync(path.join(root, 'node_modules/dayjs/locale'))
  .filter((file) => file.endsWith('.js'))
  .map((file) => file.replace(/\.js$/, ''));

/** Capital first letter for the dialog's buttons, only in scripts with letter case (not Georgian). */
function capitalised(name: string, script: string): string {
  return ['Latn', 'Cyrl', 'Grek', 'Armn'].includes(script) ? name.charAt(0).toUpperCase() + name.slice(1) : name;
}

type TextInfo = { direction: string };

/** A string as a single-quoted literal. */
const quoted = (text: string): string => `'${JSON.stringify(text).slice(1, -1).replace(/'/g, "\\'")}'`;

/** One locale's line of LOCALES and its line of the names. */
function entry(code: string): { locale: string; names: string } {
  const full = new Intl.Locale(code).maximize();
  const region = REGIONS[code] ?? full.region ?? '001';
  const iso = `${code}-${region}`;
  const native = new Intl.DisplayNames([code], { type: 'language', fallback: 'code' }).of(code) ?? code;
  const names = NAMES[code] ?? {
    name: capitalised(native, full.script ?? 'Latn'),
    english: new Intl.DisplayNames(['en'], { type: 'language' }).of(code) ?? code,
  };
  // Intl.Locale#getTextInfo (textInfo in older engines).
  const located = full as Intl.Locale & { getTextInfo?: () => TextInfo; textInfo?: TextInfo };
  const info = located.getTextInfo?.() ?? located.textInfo;
  const rtl = info?.direction === 'rtl' || RTL_EXTRA.has(code);
  const antd =
    code in ANTD_ALIASES
      ? ANTD_ALIASES[code]
      : (antdPacks.find((pack) => pack === `${code}_${region}`) ??
        antdPacks.find((pack) => pack.startsWith(`${code}_`)));
  const dayjs =
    code in DAYJS_ALIASES
      ? DAYJS_ALIASES[code]
      : ([code, `${code}-${region.toLowerCase()}`].find((name) => dayjsLocales.includes(name)) ??
        dayjsLocales.find((name) => name.startsWith(`${code}-`)));
  const fields = [
    `code: '${code}'`,
    `iso: '${iso}'`,
    ...(rtl ? ['rtl: true'] : []),
    ...(antd ? [`antd: '${antd}'`] : []),
    ...(dayjs ? [`dayjs: '${dayjs}'`] : []),
  ];
  return {
    locale: `  { ${fields.join(', ')} },`,
    names: `  ${code}: [${quoted(names.name)}, ${quoted(names.english)}],`,
  };
}

/** Replaces the lines between a file's "// <generated …>" and "// </generated>" markers. */
function writeGenerated(target: string, lines: string[]): void {
  const source = fs.readFileSync(target, 'utf8');
  const start = source.indexOf('// <generated');
  const end = source.indexOf('// </generated>');
  if (start < 0 || end < 0) throw new Error(`${target} has no "// <generated>" … "// </generated>" markers`);
  const startLineEnd = source.indexOf('\n', start) + 1;
  fs.writeFileSync(target, `${source.slice(0, startLineEnd)}${lines.join('\n')}\n  ${source.slice(end)}`);
  console.log(`${lines.length} locales written to ${path.relative(root, target)}`);
}

const entries = ISO_639_1.map(entry);
writeGenerated(
  localesFile,
  entries.map((generated) => generated.locale),
);
writeGenerated(
  namesFile,
  entries.map((generated) => generated.names),
);
