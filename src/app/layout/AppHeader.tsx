/**
 * The header bar (spec section 2): application switcher, console title and active application
 * name, then the user "Given Family (Company)", the language switcher and the profile menu.
 * Its colour follows the active application.
 */
import { TranslationOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { selectUiLanguage } from '../../session';
import { selectActiveApplication, selectActiveApplicationEntry, useCurrentUser } from '../../user';
import { useAppSelector } from '../../store/hooks';
import { ApplicationSwitcher } from './ApplicationSwitcher';
import { headerColours } from './headerColours';
import { LanguageDialog } from './LanguageDialog';
import { ProfileMenu } from './ProfileMenu';

export const HEADER_HEIGHT = 64;

export function AppHeader() {
  const intl = useIntl();
  const active = useAppSelector(selectActiveApplication);
  const application = useAppSelector(selectActiveApplicationEntry);
  const uiLanguage = useAppSelector(selectUiLanguage);
  const { user } = useCurrentUser();
  const [languageOpen, setLanguageOpen] = useState(false);
  const { background, text } = headerColours(active);
  const { token } = theme.useToken();
  const name = [user?.givenName, user?.familyName].filter(Boolean).join(' ') || user?.userName;

  return (
    <div
      data-testid="app-header"
      style={{
        height: HEADER_HEIGHT,
        background,
        color: text,
        display: 'flex',
        alignItems: 'center',
        gap: 12,
        padding: '0 16px',
      }}
    >
      <ApplicationSwitcher color={text} />
      {/* A plain element: Typography would bring its ellipsis/copy/edit machinery into the shell. */}
      <strong style={{ color: text, fontSize: 18, fontWeight: token.fontWeightStrong, whiteSpace: 'nowrap' }}>
        <FormattedMessage id="app.title" defaultMessage="Contract Console" />
      </strong>
      {application && <span style={{ whiteSpace: 'nowrap' }}>{application.name}</span>}
      <span style={{ flex: 1 }} />
      {name && (
        <span data-testid="header-user" style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {name}
          {user?.company ? ` (${user.company.name})` : ''}
        </span>
      )}
      <Button
        type="text"
        data-testid="language-switcher"
        style={{ color: text }}
        icon={<TranslationOutlined />}
        aria-label={intl.formatMessage({ id: 'language.title', defaultMessage: 'Language' })}
        onClick={() => setLanguageOpen(true)}
      >
        {uiLanguage}
      </Button>
      <ProfileMenu user={user} color={text} />
      <LanguageDialog open={languageOpen} onClose={() => setLanguageOpen(false)} />
    </div>
  );
}
