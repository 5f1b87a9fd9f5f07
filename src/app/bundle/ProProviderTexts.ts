/**
 * What the build puts in place of pro-provider's texts in one language (the language is this
 * module's query, e.g. `ProProviderTexts.ts?de_DE`): the object src/i18n/proTexts.ts fills when the
 * language loads, instead of the texts themselves in every page.
 */
import { proTextsOf } from '../../i18n/proTexts';

declare const __resourceQuery: string;

export default proTextsOf(__resourceQuery.slice(1));
