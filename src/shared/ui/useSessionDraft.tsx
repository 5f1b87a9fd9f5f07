/**
 * A form's typed values outlive the end of a session. When the platform will not renew the
 * session (a save answered 401 and the refresh was refused, or another request found it over
 * while the user typed), the values go to this tab's draft under the form's address before the
 * route guard sends the user through sign-in; back on the same address as the same user, they
 * are put into the form again with a notice, and the user saves them (an admin reviews what is
 * sent after an interruption; nothing is sent behind their back, nothing is lost).
 */
import { Alert, App, Button, type FormInstance } from 'antd';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { draftFor, dropDraft, keepDraft, type DraftValues } from '../../session/drafts';
import { selectSessionEnded, selectUserName } from '../../session/sessionSlice';
import { useAppSelector, useAppStore } from '../../store/hooks';

export interface SessionDraft {
  /** For the form's onValuesChange: what to keep should the session end. */
  onValuesChange: (changed: unknown, all: DraftValues) => void;
  /** A save answered 401: keep the values when the session is over, else say the save did not happen. */
  unauthorized: (values: DraftValues) => void;
  /** The values reached the platform: no draft any more. */
  saved: () => void;
  /** The notice above a restored form, or null. */
  notice: ReactNode;
}

export function useSessionDraft(form: FormInstance, name?: string): SessionDraft {
  const intl = useIntl();
  const { message } = App.useApp();
  const store = useAppStore();
  const { pathname } = useLocation();
  const key = name ? `${pathname}#${name}` : pathname;
  const userName = useAppSelector(selectUserName);
  // Read once, as the form opens; put into it once it has its initial values.
  const [draft] = useState(() => draftFor(key, userName));
  const [restored, setRestored] = useState(draft !== null);
  const latest = useRef<DraftValues | null>(null);
  // The session (and with it the user name) is gone by the time the draft is written.
  const owner = useRef(userName);

  useEffect(() => {
    if (userName) owner.current = userName;
  }, [userName]);

  useEffect(() => {
    if (!draft) return;
    form.setFieldsValue(draft);
    latest.current = draft;
  }, [form, draft]);

  const keepIfEnded = useCallback(
    (values: DraftValues | null): boolean => {
      if (!values || !owner.current || !selectSessionEnded(store.getState())) return false;
      keepDraft(key, owner.current, values);
      return true;
    },
    [key, store],
  );

  // The route guard unmounts the form as the session ends: what was typed is kept first.
  useEffect(() => () => void keepIfEnded(latest.current), [keepIfEnded]);

  const unauthorized = (values: DraftValues) => {
    latest.current = values;
    if (keepIfEnded(values)) return;
    // No answer from the platform while renewing: the session may be fine, the form stays as it is.
    void message.error(
      intl.formatMessage({
        id: 'session.notRenewed',
        defaultMessage: 'Not saved: your session could not be renewed just now. Please try again.',
      }),
    );
  };

  const saved = () => {
    latest.current = null;
    dropDraft(key);
    setRestored(false);
  };

  const discard = () => {
    saved();
    form.resetFields();
  };

  const notice = restored ? (
    <Alert
      type="info"
      showIcon
      style={{ marginBottom: 24 }}
      message={
        <FormattedMessage
          id="session.draftRestored"
          defaultMessage="What you typed before your session ended is back in the form."
        />
      }
      description={
        <FormattedMessage id="session.draftRestoredHelp" defaultMessage="It is not saved yet: check it, then save." />
      }
      action={
        <Button size="small" onClick={discard}>
          <FormattedMessage id="session.discardDraft" defaultMessage="Discard" />
        </Button>
      }
    />
  ) : null;

  return {
    onValuesChange: (_changed, all) => {
      latest.current = all;
    },
    unauthorized,
    saved,
    notice,
  };
}
