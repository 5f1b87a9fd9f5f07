/** The shape of a manifest entry and the two kinds of screens it can load. */
import type { ComponentType } from 'react';
import type { MessageDescriptor } from 'react-intl';
import type { MenuEntry } from '../access';
import type { AnyResourceDefinition } from '../shared/resource/defineResource';

type Load<T> = () => Promise<{ default: T }>;

// Definitions of every item and body type share one manifest; the generic pages keep them typed.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDefinition = AnyResourceDefinition<any, any>;

export type Screens =
  /** A resource definition served by the generic list and form pages: list, create, :id. */
  | { kind: 'resource'; load: Load<AnyDefinition>; create: boolean }
  /** A page of its own; a family mounts it on list, create and :id alike. */
  | {
      kind: 'page';
      load: Load<ComponentType>;
      family: boolean;
      create: boolean;
      /** Which prebuilt styles it draws with: 'first' for a first screen the first file covers (preloadable.tsx). */
      styles: 'first' | 'all';
    };

/** A route below the entry's base, e.g. a template's version: ':id/version/:vid'. */
export interface SubRoute {
  path: string;
  /** Appended to the entry's key: 'id-version-vid' → 'contract-template-id-version-vid'. */
  name: string;
  title: MessageDescriptor;
  screen: Screens & { kind: 'page' };
}

export interface ManifestEntry extends MenuEntry {
  /** Route base without leading slash ('' is the home route); groups have none. */
  path?: string;
  screens?: Screens;
  routes?: SubRoute[];
  children?: readonly ManifestEntry[];
}

export function resource(load: Load<AnyDefinition>, options: { create?: boolean } = {}): Screens {
  return { kind: 'resource', load, create: options.create ?? true };
}

export function page(
  load: Load<ComponentType>,
  options: { family?: boolean; create?: boolean; styles?: 'first' | 'all' } = {},
): Screens & { kind: 'page' } {
  return {
    kind: 'page',
    load,
    family: options.family ?? false,
    create: options.create ?? true,
    styles: options.styles ?? 'all',
  };
}
