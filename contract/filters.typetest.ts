/**
 * Compile-time checks (tsc runs them; nothing executes): `filterParam` gives the parameter a
 * filter is sent as, and refuses a name its resource does not list or a bound a non-date filter
 * does not take.
 */
import { filterParam } from './filters';
import { RESOURCES } from './resources';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;

const _check = () => {
  const _after = filterParam(RESOURCES.files, 'createdAt', 'after');
  const _signed = filterParam(RESOURCES.customerAssociations, 'signedAt');
  const _search = filterParam(RESOURCES.users, 'orSearch_name');
  type _Checks = [
    Expect<Equal<typeof _after, 'createdAt[after]'>>,
    Expect<Equal<typeof _signed, 'not_null[signedAt]'>>,
    Expect<Equal<typeof _search, 'orSearch_name'>>,
  ];
  // @ts-expect-error a name the resource does not list
  filterParam(RESOURCES.users, 'orSearch_nmae');
  // @ts-expect-error a date filter needs its bound
  filterParam(RESOURCES.files, 'createdAt');
  // @ts-expect-error only date filters take a bound
  filterParam(RESOURCES.users, 'orSearch_name', 'after');
};
