/**
 * The one shape of the build's lazy stand-ins (webpack.config.ts) and of the parts a screen loads
 * late: a component that loads the real one when first drawn, forwards its props and ref, and draws
 * `fallback` (nothing, by default; a function draws it from the props) until it is in.
 *
 * It never suspends. A part that suspended (React.lazy under Suspense) held up the screen around it:
 * the console's first screen renders in a transition, and React waited for the table's column
 * settings and its rows' Delete question before it showed the rows, then held the next reveal back
 * another 300 ms (its Suspense throttle). Here the screen is drawn with the fallback at once and the
 * part alone is drawn again when its code is in; a part already loaded is drawn at once. A failed
 * load is thrown in render, to the chunk error boundary above, as React.lazy's would be.
 *
 * A part is drawn after the screen's first render, with the rest of the prebuilt styles: its code
 * and their second file load together (prebuiltStyles.ts).
 *
 * On the console's first screen its code is asked for only once that screen is on view
 * (firstScreen.ts): a list's column settings, Delete question and CSV menu were 57 KiB that a
 * cold load fetched beside the first render. After that, a part's code is asked for while it is
 * drawn.
 */
import {
  forwardRef,
  useEffect,
  useState,
  type ComponentType,
  type PropsWithoutRef,
  type ReactNode,
  type Ref,
} from 'react';
import { withMoreStyles } from '../theme/prebuiltStyles';
import { firstScreenShown, isFirstScreenShown } from './firstScreen';

export type AnyProps = Record<string, unknown>;
export type ComponentModule = { default: unknown };

/**
 * `styles`: 'all' (the default) draws the part once the second file of the prebuilt styles is in
 * too; 'first' is for a part whose components the first file covers (a phone's menu drawer), which
 * then need not wait for the second.
 */
export function lazyPart<P extends object = AnyProps>(
  load: () => Promise<ComponentModule>,
  fallback: ReactNode | ((props: P) => ReactNode) = null,
  { styles = 'all' }: { styles?: 'first' | 'all' } = {},
) {
  let Real: ComponentType<AnyProps> | undefined;
  let failure: { reason: unknown } | undefined;
  let loading: Promise<void> | undefined;
  const start = () =>
    (loading ??= (styles === 'first' ? load() : withMoreStyles(load)).then(
      (module) => {
        Real = module.default as ComponentType<AnyProps>;
      },
      (reason: unknown) => {
        failure = { reason };
      },
    ));
  function Part(props: P, ref: Ref<unknown>) {
    const [, settled] = useState(0);
    const waiting = Real === undefined && failure === undefined;
    useEffect(() => {
      if (!waiting) return undefined;
      let mounted = true;
      const arrive = () => void start().then(() => mounted && settled((count) => count + 1));
      if (isFirstScreenShown()) arrive();
      else void firstScreenShown().then(() => mounted && arrive());
      return () => {
        mounted = false;
      };
    }, [waiting]);
    if (failure) throw failure.reason;
    if (Real) return <Real {...(props as AnyProps)} ref={ref} />;
    // Asked for while drawing (as React.lazy does), so the code is on its way before the effect runs.
    if (isFirstScreenShown()) void start();
    return <>{typeof fallback === 'function' ? fallback(props) : fallback}</>;
  }
  return forwardRef(Part as (props: PropsWithoutRef<P>, ref: Ref<unknown>) => ReactNode);
}
