/**
 * antd's Input with its text area, password, OTP and search inputs loaded when first drawn. antd's
 * input module attaches all four to Input, so every screen with a text box carried them (rc-textarea
 * with its auto-size measuring among them), though a list's search form draws plain inputs only.
 * The build puts this in place of antd/es/input/index.js (webpack.config.ts); the form screens that
 * draw a text area load it with their own chunk (routes.ts), so no form waits for it. (antd/lib is
 * antd/es in the build, webpack.config.ts, and CommonJS for the unit tests.)
 */
import Group from 'antd/lib/input/Group';
import InternalInput from 'antd/lib/input/Input';
import { lazyPart } from '../../shared/routing/lazyPart';

const Input = Object.assign(InternalInput, {
  Group,
  Search: lazyPart(() => import(/* webpackChunkName: "antd-input-parts" */ 'antd/lib/input/Search')),
  TextArea: lazyPart(() => import(/* webpackChunkName: "antd-input-parts" */ 'antd/lib/input/TextArea')),
  Password: lazyPart(() => import(/* webpackChunkName: "antd-input-parts" */ 'antd/lib/input/Password')),
  OTP: lazyPart(() => import(/* webpackChunkName: "antd-input-parts" */ 'antd/lib/input/OTP')),
});

export default Input;
