/** A request that failed, said in an error alert: its title, and what went wrong below it. */
import { Alert } from 'antd';
import type { CSSProperties } from 'react';
import { errorOf } from '../../api/hydra';

export function FailureAlert({ failure, style }: { failure: unknown; style?: CSSProperties }) {
  const { title, description } = errorOf(failure);
  return <Alert type="error" showIcon message={title} description={description} style={style} />;
}
