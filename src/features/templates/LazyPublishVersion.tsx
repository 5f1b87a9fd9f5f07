/**
 * Publish for a draft, its code fetched only when a draft is on screen: published versions,
 * most of them, cost the template pages nothing.
 */
import { lazy, Suspense } from 'react';
import type { PublishVersionProps } from './PublishVersion';

const PublishVersion = lazy(() => import(/* webpackChunkName: "version-publish" */ './PublishVersion'));

export function LazyPublishVersion(props: PublishVersionProps) {
  if (props.version.publishedAt !== null) return null;
  return (
    <Suspense fallback={null}>
      <PublishVersion {...props} />
    </Suspense>
  );
}
