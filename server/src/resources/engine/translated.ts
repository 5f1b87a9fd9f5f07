import { sql, type Expression, type SqlBool } from 'kysely';
import { RESOURCES, type LocaleTexts, type ResourceName } from '../../../../contract/index.js';
import { containsText, single } from '../../hydra/query.js';
import {
  defineResource,
  serializerOf,
  type DefinitionSpec,
  type InputOf,
  type ItemOf,
  type ResourceContext,
  type ResourceDefinition,
  type Serializing,
  type TableName,
} from './define.js';
import { dynamic } from '../../db/dynamic.js';
import { auditWrites } from './audit.js';
import {
  checkTranslations,
  loadTranslations,
  replaceTranslations,
  textChanges,
  toTranslationMap,
  type TranslationTable,
  withTranslations,
} from './translation-texts.js';

/**
 * Resources whose items carry per-locale texts (categories, products, terms, templates, versions,
 * attached files). Embedding, validating and storing `translations` is the same for all of them,
 * so a definition states only its own fields and `translatedResource` adds the texts around them.
 */

export type TranslatedItem = { id: number; translations: LocaleTexts[] };
export type TranslatedInput = { translations?: LocaleTexts[] };

/** A resource whose items carry texts. */
export type TranslatedName = {
  [Name in ResourceName]: ItemOf<Name> extends TranslatedItem ? Name : never;
}[ResourceName];

/** A translatable definition as its author writes it: items come out of `serialize` (or `item`) without texts. */
export type UntranslatedDefinition<
  Name extends TranslatedName,
  TB extends TableName,
  Item extends TranslatedItem,
  Input extends TranslatedInput,
> = Omit<DefinitionSpec<Name, TB, Item, Input>, 'serialize' | 'item'> & Serializing<TB, Omit<Item, 'translations'>>;

/**
 * The definition plus its texts: items embed `translations` (ordered by locale, loaded in one
 * query per page; the body schemas in contract/ carry the list), bodies are checked before the definition's own conversion, and a body carrying
 * `translations` replaces the stored set in the write's transaction, before the definition's own
 * side writes.
 */
export function translatedResource<
  Name extends TranslatedName,
  TB extends TableName,
  Input extends TranslatedInput = InputOf<Name>,
>(
  name: Name,
  texts: TranslationTable,
  definition: UntranslatedDefinition<Name, TB, ItemOf<Name>, Input>,
): ResourceDefinition<TB, ItemOf<Name>, Input> {
  type Item = ItemOf<Name>;
  const { toInsert, toUpdate, afterWrite } = definition;
  const serialize = serializerOf(RESOURCES[name], definition);
  const result: ResourceDefinition<TB, Item, Input> = defineResource<Name, TB, Input>(name, {
    ...definition,
    serialize: async (rows, context) =>
      (await withTranslations(context.db, texts, await serialize(rows, context))) as Item[],
    toInsert:
      toInsert &&
      (async (body, context) => {
        checkTranslations(texts, body);
        return toInsert(body, context);
      }),
    toUpdate:
      toUpdate &&
      (async (body, row, context) => {
        checkTranslations(texts, body);
        return toUpdate(body, row, context);
      }),
    afterWrite: async (id, body, context, operation) => {
      if (body.translations !== undefined) {
        // The texts live beside the row, so the row's own audit entry cannot show them: a
        // 'translate' entry on the record says which titles changed, from what to what.
        const textsOf = async () => toTranslationMap((await loadTranslations(context.db, texts, [id])).get(id) ?? []);
        const before = operation === 'update' ? await textsOf() : {};
        await replaceTranslations(context.db, texts, id, body.translations);
        const extra = textChanges(before, await textsOf());
        if (context.request && Object.keys(extra).length > 0) {
          const row = await dynamic(context.db)
            .selectFrom(definition.table)
            .selectAll()
            .where('id', '=', id)
            .executeTakeFirst();
          if (row)
            await auditWrites(context.request, context.db, [
              { resource: result, action: 'translate', before: row, after: row, extra },
            ]);
        }
      }
      await afterWrite?.(id, body, context, operation);
    },
  });
  return result;
}

/**
 * `translations.title=…` (the contract's TITLE_FILTER): a case- and accent-insensitive substring of
 * the title in any locale, so the console's search finds an item whatever language it was named in.
 */
export function titleSearch(texts: TranslationTable, parentIdColumn: string) {
  return {
    conditions: ({ query }: Pick<ResourceContext, 'query'>): Expression<SqlBool>[] => {
      const raw = single(query, 'translations.title');
      if (raw === undefined || raw === '') return [];
      return [
        sql<SqlBool>`exists (select 1 from ${sql.table(texts.table)} as t where t.${sql.ref(texts.parentColumn)} = ${sql.ref(parentIdColumn)} and ${containsText(sql.ref('t.title'), raw)})`,
      ];
    },
  };
}
