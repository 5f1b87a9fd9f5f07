/**
 * ProTable's search form (pro-table/es/components/Form), loaded once a list's first rows are in. The
 * form brings pro-form, antd's Form and rc-field-form, which nothing else on a list's first screen
 * runs, and drawing it was part of the work before the first row (issue 27): the table now draws
 * first, and the form follows when its code is in. The console's lists own their data (RTK Query;
 * ProTable never fetches), so no request waits for it. The build puts this in its place
 * (webpack.config.ts, scripts/build/trims.ts).
 *
 * Until then, an empty card of the form's height holds its place, so that the table does not move
 * when the form comes. The collapsed query filter is one row whatever the fields, laid out by its
 * own width (pro-form's QueryFilter): labels beside the fields from 701 px, above them below that,
 * and the buttons on a row of their own below 513 px. Container queries give the same heights from
 * the same width, before anything is measured; LazyTableSearch.test.tsx and the browser test
 * `list-search.spec.ts` hold them to the real form.
 */
import { ProProvider } from '@ant-design/pro-provider';
import { theme } from 'antd';
import { useContext, useEffect, useState, type ComponentType, type CSSProperties } from 'react';
import { afterScreenShown } from '../../shared/routing/firstScreen';
import { lazyPart, type ComponentModule } from '../../shared/routing/lazyPart';
import { loadFieldSelect } from './LazyFieldSelect';

const SPACE = 'console-search-space';

/** The collapsed form's height by its width (the widths of pro-form's QueryFilter breakpoints). */
const SPACE_CSS = `.${SPACE}{container-type:inline-size}
.${SPACE}>div{height:var(--search-row)}
@container (width < 701px){.${SPACE}>div{height:calc(var(--search-label) + var(--search-row))}}
@container (width < 513px){.${SPACE}>div{height:calc(2 * (var(--search-label) + var(--search-row)))}}`;

function SearchSpace() {
  const { hashId } = useContext(ProProvider);
  const { token } = theme.useToken();
  // A form row: a control and the item's bottom margin; a label above a field: its line and padding.
  const sizes = {
    '--search-row': `${token.controlHeight + token.marginLG}px`,
    '--search-label': `${Math.round(token.fontSize * token.lineHeight) + token.paddingXS}px`,
    // Only above: the query filter measures its width with its side padding, as this container does.
    paddingTop: token.paddingLG,
  } as CSSProperties;
  return (
    <div className={`${hashId} ant-pro-card ant-pro-table-search ant-pro-table-search-query-filter`} aria-busy="true">
      <style>{SPACE_CSS}</style>
      <div className={SPACE} style={sizes}>
        <div />
      </div>
    </div>
  );
}

const RealSearch = lazyPart(
  async () =>
    (
      await Promise.all([
        import(
          /* webpackChunkName: "pro-table-search" */ '@ant-design/pro-table/es/components/Form/index.js'
        ) as Promise<ComponentModule>,
        // Its select fields' input, which the build loads apart from ProField.
        loadFieldSelect(),
      ])
    )[0],
  () => <SearchSpace />,
) as ComponentType<Record<string, unknown>>;

/**
 * The form is drawn after the frame that shows the list's rows (ProTable hands the form the list's
 * `loading`), on every list. On the first screen its code is asked for then: asked for earlier, it
 * arrived before the rows on a fast line and was compiled and drawn ahead of them, which took back
 * what leaving it out of the first load had saved. On later lists the code is in, and drawing the
 * form with the rows made a menu click's rows wait for it: its own render, and a second one before
 * the paint for what pro-form and antd's grid set when they mount (issue 27).
 */
export default function LazyTableSearch(props: Record<string, unknown>) {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted || props.loading) return undefined;
    // After the frame that shows the rows: the form then waits for the rows, never they for it.
    return afterScreenShown(() => setWanted(true));
  }, [wanted, props.loading]);
  return wanted ? <RealSearch {...props} /> : <SearchSpace />;
}
