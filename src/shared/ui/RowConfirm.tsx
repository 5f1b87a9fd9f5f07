/**
 * A row's action that asks first (Delete, Remove), in the lists and in the tables inside screens:
 * a small danger link and its question.
 */
import { Button, type PopconfirmProps } from 'antd';
import { useEffect, useRef, useState, type ComponentType, type MouseEvent, type ReactNode } from 'react';
import { afterScreenShown } from '../routing/firstScreen';
import { once } from '../routing/once';
import { withMoreStyles } from '../theme/prebuiltStyles';

// The question (antd's Popconfirm) loads after the rows are first drawn, not with the screen, and a
// row draws it only once it is asked: ten rows' triggers set state as they mount, which drew a list
// a second time before its rows were painted (issue 27). Destructured where it is imported, so
// webpack keeps only Popconfirm of antd in that chunk.
let Popconfirm: ComponentType<PopconfirmProps> | undefined;
/** Loads the question once; a failed load is tried again at the next click. */
const loadQuestion = once(() =>
  withMoreStyles(async () => {
    const { Popconfirm: Question } = await import(/* webpackChunkName: "popconfirm" */ 'antd');
    return Question;
  }).then((Question) => {
    Popconfirm = Question;
  }),
);
const ignore = () => undefined;

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
  const [asked, setAsked] = useState(false);
  const link = useRef<HTMLButtonElement>(null);
  // The link is drawn anew inside the question's trigger: the keyboard's focus goes with it.
  const refocus = useRef(false);
  useEffect(() => (asked ? undefined : afterScreenShown(() => void loadQuestion().catch(ignore))), [asked]);
  useEffect(() => {
    if (!asked || !refocus.current) return;
    refocus.current = false;
    link.current?.focus();
  }, [asked]);

  const ask = (event: MouseEvent<HTMLElement>) => {
    const focused = document.activeElement === event.currentTarget;
    void loadQuestion().then(() => {
      if (!Popconfirm) return;
      refocus.current = focused;
      setAsked(true);
      setOpen(true);
    }, ignore);
  };
  const button = (
    <Button ref={link} type="link" danger size="small" onClick={asked ? undefined : ask}>
      {children}
    </Button>
  );
  if (!asked || !Popconfirm) return button;
  return (
    <Popconfirm title={question} onConfirm={onConfirm} open={open} onOpenChange={setOpen}>
      {button}
    </Popconfirm>
  );
}
