/**
 * A row's action that asks first (Delete, Remove), in the lists and in the tables inside screens:
 * a small danger link and its question.
 */
import { Button, type PopconfirmProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { lazyPart } from '../routing/lazyPart';

// The question loads when the rows are first drawn, not with the screen: the button stands in
// meanwhile (the rows do not wait for it), and a click on it then opens the question once it is in.
// Destructured where it is imported, so webpack keeps only Popconfirm of antd in that chunk.
const LazyPopconfirm = lazyPart<PopconfirmProps>(
  async () => {
    const { Popconfirm } = await import(/* webpackChunkName: "popconfirm" */ 'antd');
    return { default: Popconfirm };
  },
  (props) => <span onClick={() => props.onOpenChange?.(true)}>{props.children}</span>,
);

export function RowConfirm({
  question,
  onConfirm,
  children,
}: {
  question: string;
  /** A promise keeps the question's OK button loading until it settles. */
  onConfirm: () => unknown;
  /** The button's words, e.g. "Delete". */
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  return (
    <LazyPopconfirm title={question} onConfirm={onConfirm} open={open} onOpenChange={setOpen}>
      <Button type="link" danger size="small">
        {children}
      </Button>
    </LazyPopconfirm>
  );
}
