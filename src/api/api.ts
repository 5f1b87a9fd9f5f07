/**
 * The one base API: every resource and special call injects its endpoints into it, so the store
 * has one cache, one middleware and one set of tag types.
 */
import { createApi } from '@reduxjs/toolkit/query/react';
import { baseQuery } from './baseQuery';
import { TAG_TYPES } from './tags';

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
