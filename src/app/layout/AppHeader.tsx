/**
 * The header bar (spec section 2): application switcher, console title and active application
 * name, then the user "Given Family (Company)", the language switcher and the profile menu.
 * Its colour follows the active application.
 */
import { MenuOutlined, TranslationOutlined } from '@ant-design/icons';
import { Button, theme } from 'antd';
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { selectUiLanguage } from '../../session';
import { useIsDark } from '../../shared/theme';
import { selectActiveApplication, selectActiveApplicationEntry, useCurrentUser } from '../../user';
import { useAppSelector } from '../../store/hooks';
import { ApplicationSwitcher } from './ApplicationSwitcher';
import { headerColours } from './headerColours';
import { HEADER_HEIGHT } from './layoutFrame';
import { PaletteLauncher } from './PaletteLauncher';
import { ProfileMenu } from './ProfileMenu';
import { APP_TITLE } from '../../shared/ui/tabTitle';
import { useLoadedOnOpen } from '../../shared/ui/useLoadedOnOpen';

/** The language dialog and the languages' names load when it is first opened, in their own chunk. */
const LanguageDialog = lazy(() =>
  import(/* webpackChunkName: "language-dialog" */ './LanguageDialog').then((module) => ({
    default: module.LanguageDialog,
  })),
);

/**
 * On a narrow screen (under antd's md breakpoint) the header keeps the menu button, the
 * application switcher, the title and the profile menu; the application and user names give way,
 * and the language switcher moves into the profile menu.
 */
export function AppHeader({ narrow = false, onOpenMenu }: { narrow?: boolean; onOpenMenu?: () => void }) {
  const intl = useIntl();
  const active = useAppSelector(selectActiveApplication);
  const application = useAppSelector(selectActiveApplicationEntry);
  const uiLanguage = useAppSelector(selectUiLanguage);
  const { user } = useCurrentUser();
  const language = useLoadedOnOpen();
  const { background, text } = headerColours(active, useIsDark());
  const { token } = theme.useToken();
  const name = [user?.givenName, user?.familyName].filter(Boolean).join(' ') || user?.userName;

  return (
    <div
      data-testid="app-header"
      data-focus-ring="current"
      style={{
        height: HEADER_HEIGHT,
        background,
        color: text,
        display: 'flex',
        alignItems: 'center',
        gap: narrow ? 4 : 12,
        padding: narrow ? '0 8px' : '0 16px',
      }}
    >
      {narrow && (
        <Button
          type="text"
          data-testid="menu-button"
          style={{ color: text }}
          icon={<MenuOutlined />}
          aria-label={intl.formatMessage({ id: 'layout.openMenu', defaultMessage: 'Open menu' })}
          onClick={onOpenMenu}
        />
      )}
      <ApplicationSwitcher color={text} />
      {/* A plain element: Typography would bring its ellipsis/copy/edit machinery into the shell. */}
      <strong
        style={{
          color: text,
          fontSize: narrow ? 16 : 18,
          fontWeight: token.fontWeightStrong,
          whiteSpace: 'nowrap',
          overflow: 'hidden',
          textOverflow: 'ellipsis',
        }}
      >
        <FormattedMessage {...APP_TITLE} />
      </strong>
      {application && !narrow && <span style={{ whiteSpace: 'nowrap' }}>{application.name}</span>}
      <span style={{ flex: 1 }} />
      {name && !narrow && (
        <span data-testid="header-user" style={{ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {name}
          {user?.company ? ` (${user.company.name})` : ''}
        </span>
      )}
      <PaletteLauncher color={text} />
      {!narrow && (
        <Button
          type="text"
          data-testid="language-switcher"
          style={{ color: text }}
          icon={<TranslationOutlined />}
          // The name holds the visible code too (WCAG 2.5.3, label in name).
          aria-label={intl.formatMessage(
            { id: 'language.switcher', defaultMessage: 'Language: {code}' },
            { code: uiLanguage },
          )}
          onClick={language.show}
        >
          {uiLanguage}
        </Button>
      )}
      <ProfileMenu user={user} color={text} onLanguage={narrow ? language.show : undefined} />
      {language.loaded && (
        <Suspense fallback={null}>
          <LanguageDialog open={language.open} onClose={language.hide} />
        </Suspense>
      )}
    </div>
  );
}
