/**
 * antd Typography's in-place editor, loaded when a text is first edited. Every Typography text
 * (a list's delete confirmation, the language dialog) imported it, and with it antd's TextArea,
 * rc-textarea and its auto-size measuring, though the console edits no text in place. The build
 * puts this in place of antd/es/typography/Editable (webpack.config.ts).
 */
import { lazyPart, type ComponentModule } from '../../shared/routing/lazyPart';

export default lazyPart(
  () => import(/* webpackChunkName: "antd-input-parts" */ 'antd/lib/typography/Editable') as Promise<ComponentModule>,
);
