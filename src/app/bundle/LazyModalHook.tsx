/**
 * antd's modal hook as antd's App imports it: App gives every screen `App.useApp().modal`, so the
 * hook, its confirm dialogs, Modal and rc-dialog were in every first load, though only a few
 * actions open one (bulk delete's question and summary, the audit trail's check). This stand-in has
 * the hook's shape: the methods (info, success, error, warning, confirm) load the real hook, mount
 * it where App puts its holder and call it there; the instance they return forwards destroy, update
 * and then to the real one. The build puts this in its place (scripts/build/trims.ts).
 */
import { useEffect, useMemo, useState, type ReactElement } from 'react';

const METHODS = ['info', 'success', 'error', 'warning', 'confirm'] as const;
type Method = (typeof METHODS)[number];
interface Instance {
  destroy(): void;
  update(config: unknown): void;
  then(resolve: (confirmed: boolean) => unknown): Promise<unknown>;
}
type Api = Record<Method, (config: unknown) => Instance>;
type Hook = () => [Api, ReactElement];

let realHook: Hook | undefined;
let loading: Promise<void> | undefined;
export const loadModalHook = () =>
  (loading ??= import(/* webpackChunkName: "antd-modal-hook" */ 'antd/es/modal/useModal/index.js').then((module) => {
    realHook = (module as { default: Hook }).default;
  }));

/** The real hook, mounted: its holder drawn here, its methods handed over. */
function RealHolder({ onApi }: { onApi: (api: Api) => void }) {
  const [api, holder] = realHook!();
  useEffect(() => {
    onApi(api);
  }, [api, onApi]);
  return holder;
}

function Holder({ wanted, onApi }: { wanted: boolean; onApi: (api: Api) => void }) {
  const [loaded, setLoaded] = useState(realHook !== undefined);
  useEffect(() => {
    if (!wanted || loaded) return undefined;
    let mounted = true;
    void loadModalHook().then(() => mounted && setLoaded(true));
    return () => {
      mounted = false;
    };
  }, [wanted, loaded]);
  return wanted && loaded ? <RealHolder onApi={onApi} /> : null;
}

/** The methods, which wait for the real ones (`ready`), and the instances they open. */
function deferredApi(setWanted: (wanted: boolean) => void): { api: Api; ready: (real: Api) => void } {
  let ready: (real: Api) => void = () => undefined;
  const real = new Promise<Api>((settle) => (ready = settle));
  const call =
    (method: Method) =>
    (config: unknown): Instance => {
      setWanted(true);
      // Boxed: the real instance has a `then`, which a promise would otherwise follow.
      const opened = real.then((methods) => ({ instance: methods[method](config) }));
      return {
        destroy: () => void opened.then(({ instance }) => instance.destroy()),
        update: (next) => void opened.then(({ instance }) => instance.update(next)),
        then: (onConfirmed) => opened.then(({ instance }) => instance.then(onConfirmed)),
      };
    };
  return { api: Object.fromEntries(METHODS.map((method) => [method, call(method)])) as Api, ready };
}

export default function useModal(): [Api, ReactElement] {
  const [wanted, setWanted] = useState(false);
  const { api, ready } = useMemo(() => deferredApi(setWanted), []);
  return [api, <Holder key="modal-holder" wanted={wanted} onApi={ready} />];
}
