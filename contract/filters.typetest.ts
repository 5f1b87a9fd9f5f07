/**
 * Compile-time checks (tsc runs them; nothing executes): `filterParam` takes a parameter as its list
 * sends it, and refuses one the resource's filters do not give (a misspelt name, a date filter
 * without its bound, a bound on a filter that is not a date, `not_null[…]` left out).
 */
import { filterParam } from './filter-params';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;

const _check = () => {
  const _after = filterParam('files', 'createdAt[after]');
  const _signed = filterParam('customerAssociations', 'not_null[signedAt]');
  const _search = filterParam('users', 'orSearch_name');
  type _Checks = [
    Expect<Equal<typeof _after, 'createdAt[after]'>>,
    Expect<Equal<typeof _signed, 'not_null[signedAt]'>>,
    Expect<Equal<typeof _search, 'orSearch_name'>>,
  ];
  // @ts-expect-error a name the resource does not list
  filterParam('users', 'orSearch_nmae');
  // @ts-expect-error a date filter needs its bound
  filterParam('files', 'createdAt');
  // @ts-expect-error only date filters take a bound
  filterParam('users', 'orSearch_name[after]');
  // @ts-expect-error a not-null filter is sent as not_null[…]
  filterParam('customerAssociations', 'signedAt');
};
