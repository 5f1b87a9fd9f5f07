/**
 * Which screen of a family a page mounted on list, create and :id is showing: one component can
 * then serve all three routes of its manifest entry.
 */
import { useLocation, useParams } from 'react-router';

export type FamilyScreen = { kind: 'list' } | { kind: 'create' } | { kind: 'item'; id: string };

export function familyScreenOf(pathname: string, id: string | undefined): FamilyScreen {
  if (id) return { kind: 'item', id };
  return /\/create\/?$/.test(pathname) ? { kind: 'create' } : { kind: 'list' };
}

export function useFamilyScreen(): FamilyScreen {
  const { id } = useParams();
  return familyScreenOf(useLocation().pathname, id);
}
