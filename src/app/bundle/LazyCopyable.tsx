/**
 * What the build puts in place of pro-utils' genCopyable (webpack.config.ts): a table cell or a
 * read-only field with `copyable` or `ellipsis` is drawn by antd Typography, which the real module
 * imports, and so Typography (its copy, edit and ellipsis machinery) was in every list, though no
 * console column sets either. A cell that does is drawn by the real one, loaded when first needed;
 * every other cell is its content, as the real one answers.
 */
import type { ReactNode } from 'react';
import { lazyPart, type ComponentModule } from '../../shared/routing/lazyPart';

interface CopyableItem {
  copyable?: unknown;
  ellipsis?: unknown;
}

const Copyable = lazyPart(() =>
  import(/* webpackChunkName: "pro-utils-copyable" */ '@ant-design/pro-utils/es/genCopyable/index.js').then(
    (module): ComponentModule => ({
      default: ({ dom, item, text }: { dom: ReactNode; item: CopyableItem; text: unknown }) =>
        (module as { genCopyable: (dom: ReactNode, item: CopyableItem, text: unknown) => ReactNode }).genCopyable(
          dom,
          item,
          text,
        ),
    }),
  ),
);

export function genCopyable(dom: ReactNode, item: CopyableItem, text: unknown): ReactNode {
  if (!item.copyable && !item.ellipsis) return dom;
  return <Copyable dom={dom} item={item} text={text} />;
}
