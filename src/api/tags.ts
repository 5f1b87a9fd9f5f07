/**
 * Cache tags of the one base API. Every tag type is declared at the root: one per wire resource
 * (its @type, from contract/resources) plus the special answers. Tag lists come from these helpers
 * only, so lists and items invalidate the same way for every resource.
 */
import { RESOURCES } from '../../contract';

export const TAG_TYPES = [
  ...Object.values(RESOURCES).map((resource) => resource.type),
  // Answers of special calls, not resources.
  'Dashboard',
  'CurrentUser',
];
export type TagType = string;

export type ResourceTag = { type: TagType; id: string | number };

/** A list provides one tag for the whole list plus one per item, so item edits refresh lists showing them. */
export function providesList<Id extends string | number>(type: TagType, ids: readonly Id[] | undefined): ResourceTag[] {
  const listTag: ResourceTag = { type, id: 'LIST' };
  return ids ? [listTag, ...ids.map((id) => ({ type, id }))] : [listTag];
}

/** Creating changes which items a list holds, so only lists are stale. */
export function invalidatesList(type: TagType): ResourceTag[] {
  return [{ type, id: 'LIST' }];
}

/** Changing or deleting an item makes that item stale and any list (its totals and order may move). */
export function invalidatesItem(type: TagType, id: string | number): ResourceTag[] {
  return [
    { type, id },
    { type, id: 'LIST' },
  ];
}

export function isTagType(value: string): value is TagType {
  return (TAG_TYPES as readonly string[]).includes(value);
}
