/**
 * The generic resource API: a resource is data (path and tag type); this factory injects its
 * list/get/create/update/delete endpoints into the one base API with tags from one helper.
 */
import type { EndpointBuilder } from '@reduxjs/toolkit/query/react';
import { api } from './api';
import type { ConsoleBaseQuery } from './baseQuery';
import {
  DEFAULT_ITEMS_PER_PAGE,
  DEFAULT_PAGE,
  JSONLD,
  MERGE_PATCH,
  type HydraCollection,
  type HydraItem,
} from '../../contract';
import {
  idFromIri,
  parseCollection,
  serialiseFilters,
  type ListFilters,
  type ListOrder,
  type ListResult,
} from './hydra';
import { invalidatesItem, invalidatesList, isTagType, providesList, type TagType } from './tags';

export type { ListResult } from './hydra';

export interface ResourceApiDefinition<T extends HydraItem, Input> {
  /** Tag type and hydra @type, e.g. 'Tenant' (must be in TAG_TYPES). */
  type: string;
  /** Collection path under /api: 'tenants' → /api/tenants. */
  path: string;
  /** Default: last segment of @id. */
  idOf?: (item: T) => string | number;
  /** Default: identity. On update it receives the partial values being changed. */
  toBody?: (values: Input) => unknown;
  /**
   * Where create and update are sent when the platform writes the item together with related
   * rows in one transaction (e.g. 'companies/chain', id => `companies/${id}/chain`); reads and
   * deletes stay on the collection path.
   */
  writePaths?: { create?: string; update?: (id: ItemId) => string };
}

export interface ListParams {
  page: number;
  itemsPerPage: number;
  filters?: ListFilters;
  order?: ListOrder;
}

export type ItemId = string | number;
export interface UpdateArg<Input> {
  id: ItemId;
  body: Partial<Input>;
}

/** page and itemsPerPage first, then filters and order as the platform names them. */
export function listQueryString(params: Partial<ListParams> = {}): string {
  const query = new URLSearchParams({
    page: String(params.page ?? DEFAULT_PAGE),
    itemsPerPage: String(params.itemsPerPage ?? DEFAULT_ITEMS_PER_PAGE),
  });
  serialiseFilters(params.filters, params.order).forEach((value, key) => query.append(key, value));
  return query.toString();
}

type Builder = EndpointBuilder<ConsoleBaseQuery, TagType, 'api'>;

function buildResourceEndpoints<T extends HydraItem, Input>(
  build: Builder,
  tag: TagType,
  path: string,
  idOf: (item: T) => ItemId,
  toBody: (values: Input) => unknown,
  writePaths: ResourceApiDefinition<T, Input>['writePaths'] = {},
) {
  const createPath = writePaths.create ?? path;
  const updatePath = writePaths.update ?? ((id: ItemId) => `${path}/${id}`);
  return {
    list: build.query<ListResult<T>, ListParams>({
      query: (params) => `${path}?${listQueryString(params)}`,
      transformResponse: (body: HydraCollection<T>) => parseCollection(body),
      providesTags: (result) =>
        providesList(
          tag,
          result?.items.map((item) => String(idOf(item))),
        ),
    }),
    get: build.query<T, ItemId>({
      query: (id) => `${path}/${id}`,
      providesTags: (_result, _error, id) => [{ type: tag, id: String(id) }],
    }),
    create: build.mutation<T, Input>({
      query: (values) => ({
        url: createPath,
        method: 'POST',
        body: toBody(values),
        headers: { 'Content-Type': JSONLD },
      }),
      invalidatesTags: (_result, error) => (error ? [] : invalidatesList(tag)),
    }),
    update: build.mutation<T, UpdateArg<Input>>({
      query: ({ id, body }) => ({
        url: updatePath(id),
        method: 'PATCH',
        body: toBody(body as Input),
        headers: { 'Content-Type': MERGE_PATCH },
      }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : invalidatesItem(tag, String(id))),
    }),
    remove: build.mutation<void, ItemId>({
      query: (id) => ({ url: `${path}/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, id) => (error ? [] : invalidatesItem(tag, String(id))),
    }),
  };
}

type ResourceEndpointDefinitions<T extends HydraItem, Input> = ReturnType<typeof buildResourceEndpoints<T, Input>>;

export function createResourceApi<T extends HydraItem, Input>(definition: ResourceApiDefinition<T, Input>) {
  const { type, path } = definition;
  if (!isTagType(type)) throw new Error(`Resource type ${type} is not declared in TAG_TYPES`);
  const idOf = definition.idOf ?? ((item: T) => idFromIri(item['@id']));
  const toBody = definition.toBody ?? ((values: Input) => values as unknown);

  // Endpoint names carry the type (listTenant, getTenant…) so every resource shares one cache.
  const injected = api.injectEndpoints({
    endpoints: (build) => {
      const definitions = buildResourceEndpoints<T, Input>(build, type, path, idOf, toBody, definition.writePaths);
      const named = Object.entries(definitions).map(([verb, endpoint]) => [`${verb}${type}`, endpoint]);
      return Object.fromEntries(named) as unknown as ResourceEndpointDefinitions<T, Input>;
    },
  });
  const byName = injected.endpoints as unknown as Record<string, unknown>;
  const endpoints = {
    list: byName[`list${type}`],
    get: byName[`get${type}`],
    create: byName[`create${type}`],
    update: byName[`update${type}`],
    remove: byName[`remove${type}`],
  } as typeof injected.endpoints;

  return {
    endpoints,
    useListQuery: endpoints.list.useQuery,
    useGetQuery: endpoints.get.useQuery,
    useCreateMutation: endpoints.create.useMutation,
    useUpdateMutation: endpoints.update.useMutation,
    useDeleteMutation: endpoints.remove.useMutation,
  };
}

export type ResourceApi<T extends HydraItem, Input> = ReturnType<typeof createResourceApi<T, Input>>;
