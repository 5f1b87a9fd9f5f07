import { Spin } from 'antd';

/** Shown while a page chunk or the data a guard needs is on its way. */
export function PageSpinner() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 64 }}>
      <Spin size="large" />
    </div>
  );
}
