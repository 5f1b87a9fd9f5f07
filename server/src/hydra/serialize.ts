import type { HydraCollection, HydraView, ResourceDescriptor, ResourcePath } from '../../../contract/index.js';

export const API_PREFIX = '/api';

/** "/api/{path}/{id}" — the one place IRIs are spelled; paths come from contract/resources.ts. */
export function iriOf(path: ResourcePath, id: number | string): string {
  return `${API_PREFIX}/${path}/${typeof id === 'number' ? id : encodeURIComponent(id)}`;
}

/**
 * The id inside an IRI of the expected collection, or null when the IRI names another
 * collection or is malformed (callers answer 400 "Invalid IRI").
 */
export function idFromIri(iri: unknown, expectedPath: ResourcePath): string | null {
  if (typeof iri !== 'string') return null;
  const prefix = `${API_PREFIX}/${expectedPath}/`;
  if (!iri.startsWith(prefix)) return null;
  const id = decodeURIComponent(iri.slice(prefix.length));
  return id !== '' && !id.includes('/') ? id : null;
}

/** Same as idFromIri for integer-keyed collections. */
export function intIdFromIri(iri: unknown, expectedPath: ResourcePath): number | null {
  const id = idFromIri(iri, expectedPath);
  return id !== null && /^\d{1,15}$/.test(id) ? Number(id) : null;
}

/** An item of a resource: its IRI and @type from the resource's descriptor, then its fields. */
export function hydraItem<T extends object>(
  resource: ResourceDescriptor & { path: ResourcePath },
  id: number | string,
  fields: T,
): { '@id': string; '@type': string } & T {
  return { '@id': iriOf(resource.path, id), '@type': resource.type, ...fields };
}

export interface PageInfo {
  page: number;
  itemsPerPage: number;
  /** false when the client asked for pagination=false. */
  paginated: boolean;
}

/** Query string of the request without `page`, so the view links keep the filters. */
function linkTo(collectionIri: string, query: Record<string, unknown>, page: number): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key === 'page' || value === undefined) continue;
    for (const one of Array.isArray(value) ? value : [value]) params.append(key, String(one));
  }
  params.append('page', String(page));
  return `${collectionIri}?${params.toString()}`;
}

export function hydraCollection<T>(
  path: string,
  type: string,
  members: T[],
  totalItems: number,
  pageInfo: PageInfo,
  query: Record<string, unknown>,
): HydraCollection<T> {
  const collectionIri = `${API_PREFIX}/${path}`;
  const collection: HydraCollection<T> = {
    '@context': `${API_PREFIX}/contexts/${type}`,
    '@id': collectionIri,
    '@type': 'hydra:Collection',
    'hydra:member': members,
    'hydra:totalItems': totalItems,
  };
  if (!pageInfo.paginated) return collection;
  const lastPage = Math.max(1, Math.ceil(totalItems / pageInfo.itemsPerPage));
  const view: HydraView = {
    '@id': linkTo(collectionIri, query, pageInfo.page),
    '@type': 'hydra:PartialCollectionView',
  };
  if (lastPage > 1) {
    view['hydra:first'] = linkTo(collectionIri, query, 1);
    view['hydra:last'] = linkTo(collectionIri, query, lastPage);
    if (pageInfo.page > 1) view['hydra:previous'] = linkTo(collectionIri, query, Math.min(pageInfo.page - 1, lastPage));
    if (pageInfo.page < lastPage) view['hydra:next'] = linkTo(collectionIri, query, pageInfo.page + 1);
  }
  collection['hydra:view'] = view;
  return collection;
}
