/**
 * The one shape of the build's lazy stand-ins (webpack.config.ts): a component that loads the real
 * one when first drawn, forwards its props and ref, and draws `fallback` (nothing, by default; a
 * function draws it from the props) until it is in.
 */
import { forwardRef, lazy, Suspense, type ComponentType, type ReactNode, type Ref } from 'react';

export type AnyProps = Record<string, unknown>;
export type ComponentModule = { default: unknown };

export function lazyPart(
  load: () => Promise<ComponentModule>,
  fallback: ReactNode | ((props: AnyProps) => ReactNode) = null,
) {
  const Real = lazy(load as () => Promise<{ default: ComponentType<AnyProps> }>);
  function Part(props: AnyProps, ref: Ref<unknown>) {
    return (
      <Suspense fallback={typeof fallback === 'function' ? fallback(props) : fallback}>
        <Real {...props} ref={ref} />
      </Suspense>
    );
  }
  return forwardRef(Part);
}
