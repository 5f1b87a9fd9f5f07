/**
 * The generic resource API: a resource is data (its wire descriptor in contract/resources); this
 * factory injects its list/get/create/update/delete endpoints into the one base API with tags
 * from one helper, once per resource however many screens and selects ask for it.
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
  type WireResource,
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
  resource: WireResource<T, Input>,
  idOf: (item: T) => ItemId,
) {
  const { type: tag, path, writePaths } = resource;
  const createPath = writePaths?.create ?? path;
  const updatePath = (id: ItemId) => (writePaths?.update ?? `${path}/{id}`).replace('{id}', String(id));
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
        body: values,
        headers: { 'Content-Type': JSONLD },
      }),
      invalidatesTags: (_result, error) => (error ? [] : invalidatesList(tag)),
    }),
    update: build.mutation<T, UpdateArg<Input>>({
      query: ({ id, body }) => ({
        url: updatePath(id),
        method: 'PATCH',
        body,
        headers: { 'Content-Type': MERGE_PATCH },
      }),
      invalidatesTags: (_result, error, { id }) => (error ? [] : invalidatesItem(tag, String(id))),
    }),
    /** `{ id, quiet: true }`: the caller reports a refusal itself (bulk delete's summary). */
    remove: build.mutation<void, ItemId | { id: ItemId; quiet: true }>({
      query: (arg) =>
        typeof arg === 'object'
          ? { url: `${path}/${arg.id}`, method: 'DELETE', quiet: true }
          : { url: `${path}/${arg}`, method: 'DELETE' },
      invalidatesTags: (_result, error, arg) =>
        error ? [] : invalidatesItem(tag, String(typeof arg === 'object' ? arg.id : arg)),
    }),
  };
}

type ResourceEndpointDefinitions<T extends HydraItem, Input> = ReturnType<typeof buildResourceEndpoints<T, Input>>;

/** The item's key as its IRI carries it (companies: uuid; everything else: the last IRI segment). */
export function keyOf<T extends HydraItem, Input>(resource: WireResource<T, Input>): (item: T) => ItemId {
  return resource.key === 'uuid'
    ? (item) => (item as unknown as { uuid: string }).uuid
    : (item) => idFromIri(item['@id']);
}

function createResourceApi<T extends HydraItem, Input>(resource: WireResource<T, Input>) {
  const { type } = resource;
  if (!isTagType(type)) throw new Error(`Resource type ${type} is not declared in TAG_TYPES`);
  // Endpoint names carry the type (listTenant, getTenant…) so every resource shares one cache.
  const injected = api.injectEndpoints({
    endpoints: (build) => {
      const definitions = buildResourceEndpoints<T, Input>(build, resource, keyOf(resource));
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
    resource,
    idOf: keyOf(resource),
    endpoints,
    useListQuery: endpoints.list.useQuery,
    useGetQuery: endpoints.get.useQuery,
    useCreateMutation: endpoints.create.useMutation,
    useUpdateMutation: endpoints.update.useMutation,
    useDeleteMutation: endpoints.remove.useMutation,
  };
}

export type ResourceApi<T extends HydraItem, Input> = ReturnType<typeof createResourceApi<T, Input>>;

const apis = new Map<string, unknown>();

/** The endpoints and hooks of one wire resource, made on first use and shared by every caller. */
export function resourceApi<T extends HydraItem, Input>(resource: WireResource<T, Input>): ResourceApi<T, Input> {
  let made = apis.get(resource.type) as ResourceApi<T, Input> | undefined;
  if (!made) {
    made = createResourceApi(resource);
    apis.set(resource.type, made);
  }
  return made;
}
