import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import * as realModule from 'antd/es/modal/useModal';
import { useEffect } from 'react';
import useModal, { loadModalHook } from './LazyModalHook';

type Api = ReturnType<typeof useModal>[0];

/** A screen with the hook's holder mounted, as antd's App mounts it, handing its methods out. */
function Screen({ onApi }: { onApi: (api: Api) => void }) {
  const [api, holder] = useModal();
  useEffect(() => {
    onApi(api);
  }, [api, onApi]);
  return <div>{holder}</div>;
}

async function mounted(): Promise<Api> {
  let api: Api | undefined;
  render(<Screen onApi={(methods) => (api = methods)} />);
  await waitFor(() => expect(api).toBeDefined());
  return api!;
}

describe("the stand-in for antd's modal hook", () => {
  it('loads the real hook', async () => {
    await loadModalHook();
    expect((await import('antd/es/modal/useModal')).default).toBe(realModule.default);
  });

  it('opens a confirm dialog through the real hook, and its then gives the answer', async () => {
    const api = await mounted();
    const onOk = jest.fn();
    let instance!: ReturnType<Api['confirm']>;
    act(() => {
      instance = api.confirm({ title: 'Delete 3 users?', okText: 'Delete', onOk });
    });
    expect(await screen.findByRole('dialog')).toHaveTextContent('Delete 3 users?');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    const answer = instance.then((confirmed) => confirmed);
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await expect(answer).resolves.toBe(true);
    expect(onOk).toHaveBeenCalledTimes(1);
  });

  it('forwards update and destroy to the dialog it opened', async () => {
    const api = await mounted();
    let instance!: ReturnType<Api['success']>;
    act(() => {
      instance = api.success({ title: 'The audit trail is intact' });
    });
    expect(await screen.findByRole('dialog')).toHaveTextContent('The audit trail is intact');
    act(() => instance.update({ title: '12 entries checked' }));
    await waitFor(() => expect(screen.getByRole('dialog')).toHaveTextContent('12 entries checked'));
    act(() => instance.destroy());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
