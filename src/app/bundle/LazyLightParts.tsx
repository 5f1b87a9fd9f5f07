/**
 * pro-components' "light" filter parts, loaded when a screen first draws one: pro-form's
 * LightWrapper (a field folded into a dropdown, with pro-utils' filter dropdown) and pro-field's
 * LightSelect. Every field and select of a list's search form imported them for the light filter
 * layout, which no screen uses (the lists use the query filter). The build puts this in place of
 * both modules (webpack.config.ts); each keeps its module's export.
 */
import { lazyPart, type ComponentModule } from '../../shared/routing/lazyPart';

export const LightWrapper = lazyPart(() =>
  import(/* webpackChunkName: "pro-light-parts" */ '@ant-design/pro-form/es/BaseForm/LightWrapper/index.js').then(
    (module): ComponentModule => ({ default: (module as { LightWrapper: unknown }).LightWrapper }),
  ),
);

export default lazyPart(
  () =>
    import(
      /* webpackChunkName: "pro-light-parts" */ '@ant-design/pro-field/es/components/Select/LightSelect/index.js'
    ) as Promise<ComponentModule>,
);
